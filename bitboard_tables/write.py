"""Writing the outputs: every file at once, each only when its bytes change."""

from __future__ import annotations

import os
import secrets
import stat
from pathlib import Path
from typing import Dict, List, Optional, Tuple


def write_all_if_changed(outputs: Dict[Path, str]) -> List[Path]:
    """Writes each {path: text} whose bytes differ from the file's, atomically: every
    text goes to a temporary file beside its path first, and only when all are
    written are they renamed over their paths, so a failed write changes no file.
    A replaced file keeps its mode; a new one gets the mode the umask leaves of
    0o666, as any file a program creates. Returns the paths written; on an error
    removes the temporary files and raises."""
    staged: List[Tuple[str, Path]] = []
    try:
        for path, text in outputs.items():
            data = text.encode("utf-8")
            try:
                if path.read_bytes() == data:
                    continue
                mode: Optional[int] = stat.S_IMODE(path.stat().st_mode)
            except FileNotFoundError:
                mode = None
            tmp = _create_beside(path)
            staged.append((tmp, path))
            with open(tmp, "wb") as f:
                f.write(data)
            if mode is not None:
                os.chmod(tmp, mode)
        for tmp, path in staged:
            os.replace(tmp, path)
    except BaseException:
        for tmp, _ in staged:
            if os.path.exists(tmp):
                os.unlink(tmp)
        raise
    return [path for _, path in staged]


def _create_beside(path: Path) -> str:
    """Returns the name of a new empty file beside `path`, created with mode 0o666
    less the umask (mkstemp would give 0o600)."""
    for _ in range(100):
        tmp = str(path.parent / f".{path.name}.{secrets.token_hex(4)}.tmp")
        try:
            os.close(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
            return tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {path}")
