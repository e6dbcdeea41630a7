"""Playing many games: one seeded game, the simulate driver, the process pool and Dask
cluster, and the benchmark."""
