#!/usr/bin/env python3
"""Serves Server/update.json over HTTP on loopback as the back end would, and the answers that a
network gives when a download goes wrong, for the tests of Examples/MasterUpdates
(Tests/CheckoutTests/UpdateServer.swift starts it for each test).

    python3 Server/serve.py [--port PORT]

Listens on 127.0.0.1, on PORT or else a free port, prints "listening on PORT" as its first line,
and serves until it is stopped or its standard input closes, so that it never outlives the test
that started it (from a terminal, Control-D stops it). The paths:

    /update.json     the update: 200, application/json
    /truncated.json  the update's first half after a Content-Length of the whole, then the
                     connection closes, as a dropped mobile connection cuts a download
    /half.json       the update's first half as a whole answer, as a proxy that stored half of it
    /error.html      500 with an HTML page, as a failing proxy or application server answers
    /portal.html     200 with an HTML page, as the captive portal of a hotel's Wi-Fi answers
    /silent          accepts the request and never answers

Any other path is a 404.
"""

import argparse
import http.server
import os
import sys
import threading

UPDATE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "update.json")
PAGE = b"<!DOCTYPE html><html><head><title>%s</title></head><body><h1>%s</h1></body></html>"


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        with open(UPDATE, "rb") as file:
            update = file.read()
        half = update[: len(update) // 2]
        if self.path == "/update.json":
            self.answer(200, "application/json", update)
        elif self.path == "/truncated.json":
            self.answer(200, "application/json", half, length=len(update))
        elif self.path == "/half.json":
            self.answer(200, "application/json", half)
        elif self.path == "/error.html":
            self.answer(500, "text/html; charset=utf-8", PAGE % (b"Internal Server Error", b"500"))
        elif self.path == "/portal.html":
            self.answer(200, "text/html; charset=utf-8", PAGE % (b"Hotel Wi-Fi", b"Accept the terms to go on"))
        elif self.path == "/silent":
            threading.Event().wait()
        else:
            self.answer(404, "text/plain; charset=utf-8", b"no such path\n")

    def answer(self, status, content_type, body, length=None):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body) if length is None else length))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format, *args):
        pass  # the tests' output is not the place for a line per request


def main():
    parser = argparse.ArgumentParser(description="Serves Server/update.json, and failing answers, on loopback.")
    parser.add_argument("--port", type=int, default=0, help="the port (default: a free one)")
    port = parser.parse_args().port
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
    server.daemon_threads = True  # a /silent request must not keep the process alive
    print(f"listening on {server.server_address[1]}", flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    sys.stdin.buffer.read()  # until the test that started the server closes it, or ends


if __name__ == "__main__":
    main()
