"""pytest: each test sees the modules loaded before it (``support.restore_modules``);
the tests in ``tiers.SLOW`` get the ``slow`` marker (``make check``: ``-m "not slow"``)."""

import pytest
import tiers

from support import modules_snapshot, restore_modules


def pytest_collection_modifyitems(items):
    for item in items:
        module = item.module.__name__.rpartition(".")[2] if item.module else ""
        if tiers.slow(module, getattr(item, "originalname", item.name)):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(autouse=True)
def _same_modules():
    snap = modules_snapshot()
    yield
    restore_modules(snap)
