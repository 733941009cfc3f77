# Board-game companion: every target sets itself up (a venv with pinned tools).
# make sim            play on the simulated device (terminal)
# make sim SCRIPT=f   run a script of button presses, print the serial log, write screens to PNG
# make sim DEVICE_LANG=es   the screens in Espanol (de: Deutsch); the serial log stays English
# make test           static checks + every test on CPython and on the MicroPython unix port
# make check          the fast tier: static checks + every test but the slow ones, both runtimes
# make bench-pico     response figures on the emulated Pico (../shared/pico; says so without it)
# make flash [PORT=p]  compile, copy onto the Pico, verify, reset (DRY=1: only print the commands)
# make dev / make repl run the app from firmware/ on the Pico (MPY=1: as .mpy) / serial log + REPL
# make history        the game history (build/sim-data; PORT=p: the Pico's) as CSV, JSON, BG Stats
#                     and a chart into build/history/ (PLAYERS=Ana,Ben: the seats' names)

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# make sim's heap: the Pico's, in the 64-bit unix port's bytes (tools/sim/run.py DEFAULT_HEAP)
HEAP ?= 330K
SHOTS ?= shots
# The unix port's module roots: testkit/paths.py MPPATH (the CPython venv gets its .pth)
MPPATH := firmware:testkit:host_tests:tools/sim:tools/bench:.frozen
PY := $(BIN)/python
export PYTHONDONTWRITEBYTECODE := 1

.PHONY: all test check mpcheck pycheck lint typecheck mptest pytest sim screens hardware mpy bench bench-pico soak flash dev repl history clean

all: test

$(BIN)/.stamp: tools/requirements.txt tools/requirements-stubs.txt tools/requirements-stubs-1.29.txt testkit/paths.py
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --disable-pip-version-check -r tools/requirements.txt
	rm -rf $(VENV)/mpstubs $(VENV)/mpstubs-1.29
	$(BIN)/pip install --quiet --disable-pip-version-check --no-deps --target $(VENV)/mpstubs \
		-r tools/requirements-stubs.txt
	$(BIN)/pip install --quiet --disable-pip-version-check --no-deps --target $(VENV)/mpstubs-1.29 \
		-r tools/requirements-stubs-1.29.txt
	$(BIN)/python testkit/paths.py
	touch $@

venv: $(BIN)/.stamp

lint: $(BIN)/.stamp
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# The firmware against both releases' stubs (MicroPython 1.28, then 1.29)
typecheck: $(BIN)/.stamp
	$(BIN)/pyright
	$(BIN)/pyright -p pyrightconfig.1.29.json

# The runner keeps every test module imported: a 4 MB heap (the unix port's
# default is 2 MB) leaves room for the tests' one 64 KB allocation however the
# suite's modules fragment it.
mptest: $(BIN)/.stamp
	MICROPYPATH=$(MPPATH) $(BIN)/micropython -X heapsize=4M host_tests/mp_runner.py

pytest: $(BIN)/.stamp
	$(BIN)/pytest -q host_tests

test: lint typecheck mptest pytest

# The fast tier, to run while working: lint, types, and every test but the
# slow ones (host_tests/tiers.py) on both runtimes. (One after the other: the
# two runtimes' tests use the same build/test-* folders.)
check: lint typecheck mpcheck pycheck

mpcheck: $(BIN)/.stamp
	MICROPYPATH=$(MPPATH) $(BIN)/micropython -X heapsize=4M host_tests/mp_runner.py --fast

pycheck: $(BIN)/.stamp
	$(BIN)/pytest -q -m "not slow" host_tests

sim: $(BIN)/.stamp
	$(BIN)/python tools/sim/run.py --heap $(HEAP) --shots $(SHOTS) $(if $(SCRIPT),--script $(SCRIPT)) $(if $(DEVICE_LANG),--lang $(DEVICE_LANG))

# every script with a "# screens: NAME ..." header line (tools/sim/screens.py)
screens: $(BIN)/.stamp
	rm -rf build/screens
	$(PY) tools/sim/screens.py

hardware: $(BIN)/.stamp
	$(BIN)/python tools/hw/hwgen.py

WASM := tools/wasm/node_modules/.stamp
$(WASM): tools/wasm/package.json tools/wasm/package-lock.json
	npm ci --prefix tools/wasm --no-audit --no-fund --loglevel=error
	touch $@

bench: $(BIN)/.stamp $(WASM)
	$(PY) tools/bench/code_ram.py
	$(PY) tools/bench/names.py
	$(PY) tools/bench/minheap.py
	MICROPYPATH=$(MPPATH) $(BIN)/micropython tools/bench/display_bytes.py
	MICROPYPATH=$(MPPATH) $(BIN)/micropython tools/bench/nfc_bytes.py
	MICROPYPATH=$(MPPATH) $(BIN)/micropython tools/bench/presence.py
	MICROPYPATH=$(MPPATH) $(BIN)/micropython tools/bench/powercut.py
	MICROPYPATH=$(MPPATH) $(BIN)/micropython tools/bench/history_flash.py
	MICROPYPATH=$(MPPATH) $(BIN)/micropython tools/bench/dice.py --json build/bench/dice.json
	MICROPYPATH=$(MPPATH) $(BIN)/micropython tools/bench/cpu.py --json build/bench/cpu.json
	MICROPYPATH=$(MPPATH) $(BIN)/micropython tools/bench/fuzz_tags.py --json build/bench/fuzz_tags.json
	$(PY) tools/bench/startup.py
	$(PY) tools/bench/merge.py
	$(PY) tools/bench/report.py

# The firmware's response on the emulated Pico (PICO_KIT, default ../shared/pico):
# press edge and action per kind of press, taps, boot, heap. Without the kit it says so.
# DEVICE_LANG=es|de: the same sessions with the screens in that language.
bench-pico: $(BIN)/.stamp
	$(PY) tools/bench/pico.py $(if $(DEVICE_LANG),--lang $(DEVICE_LANG) --json build/bench/pico-$(DEVICE_LANG).json,--json build/bench/pico.json)
	$(PY) tools/bench/report.py

soak: $(BIN)/.stamp
	$(PY) tools/bench/soak.py --hours 8

# (strip: the command make prints, as the README shows it, ends without a space)
flash: $(BIN)/.stamp
	$(strip $(BIN)/python tools/flash.py flash $(if $(PORT),--port $(PORT)) $(if $(DRY),--dry-run))

dev: $(BIN)/.stamp
	$(strip $(BIN)/python tools/flash.py dev $(if $(PORT),--port $(PORT)) $(if $(MPY),--mpy))

repl: $(BIN)/.stamp
	$(strip $(BIN)/python tools/flash.py repl $(if $(PORT),--port $(PORT)))

# the history of the simulator's device (its /data), or the Pico's on PORT
history: $(BIN)/.stamp
	$(strip $(BIN)/python tools/history.py $(if $(PORT),--port $(PORT),build/sim-data) --out build/history $(if $(PLAYERS),--players $(PLAYERS)))

mpy: $(BIN)/.stamp
	$(BIN)/python tools/build_mpy.py build/mpy

clean:
	rm -rf $(VENV) $(SHOTS) build .pytest_cache .ruff_cache
