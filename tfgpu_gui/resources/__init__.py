"""Icons and other files shipped inside the package (loaded with importlib.resources)."""
