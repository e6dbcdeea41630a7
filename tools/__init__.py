"""Tools built on the kernel, which never imports them: simulation, the balance report,
scenario files, the lint and the shaker."""
