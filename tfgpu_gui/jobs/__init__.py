"""TensorFlow jobs run in a child process of the user's chosen interpreter (no Qt, no TF here)."""
