"""The Runs tab, run markers on the plots and the glue that records runs while the app runs."""
