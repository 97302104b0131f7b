"""Prints tile-lsp-server's messages one per line, as compact JSON with
sorted keys; fails on a frame that is not strict JSON.

Usage: lsp-messages.py < OUTPUT
OUTPUT holds the server's messages (Content-Length framing, as written to
stdout).
"""
import json
import sys


def refuse(constant):
    raise ValueError("not JSON: %s" % constant)


data = sys.stdin.buffer.read()
while data:
    header, _, data = data.partition(b"\r\n\r\n")
    length = int(header.split(b"Content-Length: ")[1])
    body, data = data[:length], data[length:]
    message = json.loads(body, parse_constant=refuse)
    print(json.dumps(message, sort_keys=True, separators=(",", ":")))
