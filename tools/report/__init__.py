"""The balance report: per-card tallies of games, their statistics, the HTML page and plots."""
