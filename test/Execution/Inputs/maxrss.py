"""maxrss.py LIMIT_MIB COMMAND...: runs COMMAND and fails unless it exits 0
with a peak resident set of at most LIMIT_MIB MiB (printed)."""
import resource
import subprocess
import sys

limit = int(sys.argv[1])
result = subprocess.run(sys.argv[2:])
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024
print(f"exit {result.returncode}, peak {peak} MiB (limit {limit} MiB)")
sys.exit(0 if result.returncode == 0 and peak <= limit else 1)
