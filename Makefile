# `make run` opens the app, `make test` runs every check; both create .venv on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test bench fuzz accuracy package clean translations lock

# Installs are pinned by constraints.txt so a new upstream release cannot break a
# fresh clone; `make lock` moves the pins forward on purpose.
$(STAMP): pyproject.toml constraints.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/dlbox

test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest tests --durations=20

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest tests/bench --benchmark-enable

# The long property-based run of tests/core/test_hostile_fuzz.py (make test runs 30 examples
# per property); FUZZ_EXAMPLES=5000 make fuzz goes further.
FUZZ_EXAMPLES ?= 1500
fuzz: $(STAMP)
	DLBOX_FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest \
		tests/core/test_hostile_fuzz.py --durations=0 -q

accuracy: $(STAMP)
	$(BIN)/python -m dlbox.core.estimate.accuracy
	QT_QPA_PLATFORM=offscreen $(BIN)/python tools/accuracy_plot.py

# One-folder bundle dist/dlbox/ (packaging/README.md); PyInstaller goes into .venv only here.
package: $(STAMP)
	$(BIN)/python -m pip install --quiet -c constraints.txt 'pyinstaller>=6.10,<7'
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN \
		--distpath dist --workpath build/pyinstaller packaging/dlbox.spec
	QT_QPA_PLATFORM=offscreen dist/dlbox/dlbox --self-test

clean:
	rm -rf $(VENV) build dist .ruff_cache

# Re-resolve every dependency to the newest release inside pyproject's ranges and
# write the pins; run `make clean test package` afterwards and commit both files.
lock:
	rm -rf build/lock-venv
	$(PYTHON) -m venv build/lock-venv
	build/lock-venv/bin/python -m pip install --quiet --upgrade pip
	build/lock-venv/bin/python -m pip install --quiet '.[test]' 'pyinstaller>=6.10,<7'
	{ sed -n '1,3p' constraints.txt; build/lock-venv/bin/python -m pip freeze --exclude-editable \
		| grep -v '^dlbox'; } > constraints.txt.new
	mv constraints.txt.new constraints.txt
	rm -rf build/lock-venv

# Qt Linguist catalogues: lupdate refreshes the .ts files from every translate()/tr()
# call in dlbox/ui and every QT_TRANSLATE_NOOP template in dlbox/core/rules and
# dlbox/core/messages.py ("Findings"), dlbox/core/plan ("Plan") and the estimator's
# notes in dlbox/core/estimate and dlbox/core/build_estimate.py ("Estimate") and the
# words of the Markdown and HTML reports in dlbox/core/export ("Export"), keeping the
# translations already written; lrelease compiles .qm.
TS_FILES := $(foreach lang,zh_TW zh_CN ko,resources/translations/dlbox_$(lang).ts)
translations: $(STAMP)
	$(BIN)/pyside6-lupdate $$(find dlbox/ui dlbox/core/rules dlbox/core/plan dlbox/core/estimate dlbox/core/export \
		dlbox/core/messages.py dlbox/core/build_estimate.py -name '*.py' | sort) \
		-no-obsolete -ts $(TS_FILES)
	$(BIN)/pyside6-lrelease $(TS_FILES)
