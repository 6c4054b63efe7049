"""What the doctor knows, as data with sources: version tables, log patterns, the catalogue.

A new TensorFlow or CUDA release is an edit of these tables, not of the rules.
"""
