"""The test NVML driver library (fake_nvml.c) and the tests that run the app on it."""
