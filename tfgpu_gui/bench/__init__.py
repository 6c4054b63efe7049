"""Benchmarks: GPU peaks, results, history database (no Qt)."""
