"""pytest: each test sees the modules loaded before it (``support.restore_modules``)."""

import pytest

from support import modules_snapshot, restore_modules


@pytest.fixture(autouse=True)
def _same_modules():
    snap = modules_snapshot()
    yield
    restore_modules(snap)
