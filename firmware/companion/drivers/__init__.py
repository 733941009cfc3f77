"""Thin device drivers: each is handed its bus and pins and never builds ``machine`` objects."""
