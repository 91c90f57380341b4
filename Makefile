# `make run` opens the app, `make test` runs every check; both create .venv on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test bench accuracy clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/dlbox

test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest tests

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest tests/bench --benchmark-enable

accuracy: $(STAMP)
	$(BIN)/python -m dlbox.core.estimate.accuracy

clean:
	rm -rf $(VENV) build dist .ruff_cache
