"""Writes the -lit-test messages that open a file in tile-lsp-server.

Usage: open-document.py FILE
Prints initialize, didOpen of FILE (as test:///FILE's name), shutdown and
exit, separated by `// -----`, for `tile-lsp-server -lit-test`.
"""
import json
import os
import sys

path = sys.argv[1]
with open(path, encoding="utf-8") as f:
    text = f.read()
uri = "test:///" + os.path.basename(path)
messages = [
    {"jsonrpc": "2.0", "id": 0, "method": "initialize",
     "params": {"processId": 123, "rootUri": "test:///workspace",
                "capabilities": {}, "trace": "off"}},
    {"jsonrpc": "2.0", "method": "textDocument/didOpen",
     "params": {"textDocument": {"uri": uri, "languageId": "mlir",
                                 "version": 1, "text": text}}},
    {"jsonrpc": "2.0", "id": 1, "method": "shutdown"},
    {"jsonrpc": "2.0", "method": "exit"},
]
print("\n// -----\n".join(json.dumps(m) for m in messages))
