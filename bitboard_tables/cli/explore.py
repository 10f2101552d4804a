"""`explore`: serves the explorer page (bitboard_tables/explorer/) on 127.0.0.1.

The page imports the JavaScript module of the square mapping it shows; the
server renders that module, with its declarations, through the generator in
memory the first time it is asked for (a quarter of a second; the same bytes as
`generate --mapping NAME --lang js` writes), so that no mapping's module needs
to be committed beside the page. It serves nothing else: the page's own files
by name, and the modules under modules/<MAPPING>/.
"""

from __future__ import annotations

import dataclasses
import json
import sys
import threading
from pathlib import Path
from typing import Dict, Optional, Tuple
from urllib.parse import urlsplit

from ..languages import render_outputs
from ..mapping import DEFAULT_MAPPING, MAPPINGS
from ..selection import PROG, select
from . import options
from .options import UsageError

HOST = "127.0.0.1"
DEFAULT_PORT = 8064
PAGE = Path(__file__).resolve().parent.parent / "explorer"
MODULE, DECLARATIONS = "bitboards.mjs", "bitboards.d.mts"
# the page's files, by the path it asks for them under
FILES = {
    "/": "index.html",
    "/index.html": "index.html",
    "/explorer.mjs": "explorer.mjs",
    "/catalogue.mjs": "catalogue.mjs",
    "/explorer.css": "explorer.css",
}
TYPES = {".html": "text/html", ".mjs": "text/javascript", ".css": "text/css", ".mts": "text/plain"}
# the list of modules in index.html, which a copy of the page served from a clone keeps
MODULES_LIST = '<script type="application/json" id="modules">'


def module_path(mapping: str, name: str) -> str:
    """Returns the path the server gives a file of the module of `mapping`: modules/LERF/bitboards.mjs."""
    return f"modules/{mapping}/{name}"


def page_html() -> bytes:
    """Returns index.html with its list of modules naming every mapping's, served here."""
    text = (PAGE / "index.html").read_text(encoding="utf-8")
    start = text.index(MODULES_LIST) + len(MODULES_LIST)
    end = text.index("</script>", start)
    modules = json.dumps({name: module_path(name, MODULE) for name in MAPPINGS})
    return (text[:start] + "\n      " + modules + "\n    " + text[end:]).encode("utf-8")


class Modules:
    """The JavaScript module and declarations of each mapping, rendered once, on demand."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._rendered: Dict[str, Dict[str, bytes]] = {}

    def file(self, mapping: str, name: str) -> Optional[bytes]:
        """Returns the file `name` of the module of `mapping`; None for a mapping or file there is not."""
        if mapping not in MAPPINGS or name not in (MODULE, DECLARATIONS):
            return None
        with self._lock:
            if mapping not in self._rendered:
                # the options of a plain `generate --mapping NAME`, so that the banner is the same
                selection = dataclasses.replace(select(mapping=MAPPINGS[mapping]), languages=("js",))
                self._rendered[mapping] = {n: text.encode("utf-8") for n, text in render_outputs(selection).items()}
            return self._rendered[mapping][name]


def _handler(modules: Modules):
    # http.server and its kin (email, ssl, socket) only for `explore`: every other command starts without them
    from http import HTTPStatus
    from http.server import BaseHTTPRequestHandler

    class Handler(BaseHTTPRequestHandler):
        server_version = PROG
        protocol_version = "HTTP/1.1"  # one connection for the page's five requests

        def do_GET(self) -> None:  # noqa: N802 (http.server's name)
            path = urlsplit(self.path).path
            found = self._find(path)
            if found is None:
                self._send(HTTPStatus.NOT_FOUND, f"{path}: not here; the explorer is at /\n".encode(), "text/plain")
            else:
                self._send(HTTPStatus.OK, *found)

        def _find(self, path: str) -> Optional[Tuple[bytes, str]]:
            if path in ("/", "/index.html"):
                return page_html(), TYPES[".html"]
            if path in FILES:
                name = FILES[path]
                return (PAGE / name).read_bytes(), TYPES[Path(name).suffix]
            parts = path.strip("/").split("/")
            if len(parts) == 3 and parts[0] == "modules":
                data = modules.file(parts[1], parts[2])
                return None if data is None else (data, TYPES[Path(parts[2]).suffix])
            return None

        def _send(self, status: HTTPStatus, data: bytes, kind: str) -> None:
            self.send_response(status)
            self.send_header("Content-Type", f"{kind}; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Cache-Control", "no-cache")
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args) -> None:  # noqa: A002 (http.server's name)
            """Logs nothing: the terminal shows only the URL."""

    return Handler


def _server(address: Tuple[str, int], handler):
    """Returns the server of the page at `address`; raises OSError where it cannot listen."""
    from http.server import ThreadingHTTPServer

    class Server(ThreadingHTTPServer):
        daemon_threads = True  # Ctrl-C waits for no open connection

        def handle_error(self, request, client_address) -> None:
            """Drops quietly a connection the browser closed while it was answered; reports anything else."""
            if not isinstance(sys.exc_info()[1], ConnectionError):
                super().handle_error(request, client_address)

    return Server(address, handler)


def port(text: str) -> int:
    """Returns the port `text` names, 0..65535; raises UsageError."""
    try:
        value = int(text)
    except ValueError:
        value = -1
    if not 0 <= value <= 65535:
        raise UsageError(f"--port {text} is not a port; accepted: a number 1..65535, or 0 for any free port")
    return value


def cmd_explore(args) -> int:
    chosen = port(args.port)
    mapping = DEFAULT_MAPPING if args.mapping is None else options.mapping(args.mapping, "--mapping")
    modules = Modules()
    try:
        server = _server((HOST, chosen), _handler(modules))
    except OSError as exc:
        raise UsageError(f"--port {chosen}: cannot listen on {HOST}:{chosen} ({exc.strerror}); accepted: a free port, or 0 for any") from None
    modules.file(mapping.name, MODULE)  # the first page's module, ready before the URL is given
    query = "" if args.mapping is None else f"?mapping={mapping.name}"
    print(f"http://{HOST}:{server.server_address[1]}/{query}", flush=True)
    print("serving the explorer; Ctrl-C stops it", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0
