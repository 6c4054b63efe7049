"""The app around the features: start-up, the app object, tray, commands, dialogs."""
