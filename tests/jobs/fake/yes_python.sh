#!/bin/sh
# A stand-in for an interpreter that prints the same line without end, whatever it is asked.
exec yes garbage
