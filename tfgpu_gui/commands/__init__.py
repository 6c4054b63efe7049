"""The subcommands of ``tfgpu``; each module has NAME, HELP, add_arguments() and run()."""
