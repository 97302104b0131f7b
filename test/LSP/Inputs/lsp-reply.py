"""Prints one field of the result of one reply in tile-lsp-server's output.

Usage: lsp-reply.py OUTPUT ID FIELD [--base64]
OUTPUT holds the server's messages (Content-Length framing, as written to
stdout). With --base64, the field is decoded and written as bytes.
"""
import base64
import json
import sys

path, wanted_id, field = sys.argv[1], int(sys.argv[2]), sys.argv[3]
data = open(path, "rb").read()
while data:
    header, _, data = data.partition(b"\r\n\r\n")
    length = int(header.split(b"Content-Length: ")[1])
    message = json.loads(data[:length])
    data = data[length:]
    if message.get("id") == wanted_id:
        value = message["result"][field]
        if "--base64" in sys.argv:
            sys.stdout.buffer.write(base64.b64decode(value))
        else:
            sys.stdout.write(value)
        sys.exit(0)
sys.exit("no reply with id %d" % wanted_id)
