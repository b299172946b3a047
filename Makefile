# AgentSite build. `make test` works on a fresh machine: it installs the toolchain (npm: Foundry,
# solc-js, forge-std, OpenZeppelin, MCP test servers; Go modules) before running anything.

SHELL := /bin/bash
BIN   := node_modules/.bin
FORGE := $(BIN)/forge
GO    ?= go

.PHONY: all deps web-deps build contracts bindings bindings-check test test-forge test-go gas gas-check bench test-paidcrash devnet clean

all: build

# node_modules is rebuilt when the lock file changes.
# A worktree whose node_modules is a symlink to a shared install must not reinstall: npm ci
# would empty the shared directory for everyone.
node_modules/.installed: package.json package-lock.json
	@if [ -L node_modules ]; then echo "node_modules is a shared symlink: not reinstalling"; \
	else npm ci --no-audit --no-fund; fi
	@touch $@

deps: node_modules/.installed
	$(GO) mod download

# The web app's browser tests drive Debian's chromium (node/web). Installed when missing and
# we are root (CI); otherwise the tests say how to install it and skip.
web-deps:
	@if [ -x /usr/bin/chromium ]; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; \
	else echo "no /usr/bin/chromium and not root: the browser tests will skip (apt-get install chromium)"; fi

build: deps
	$(GO) build -o bin/agentsite ./cmd/agentsite

contracts: deps
	$(FORGE) build

# Regenerates the Go bindings under contracts/bindings from the compiled contracts.
bindings: contracts
	scripts/bindings.sh

# Fails when the committed bindings differ from what the current contracts generate.
bindings-check: contracts
	scripts/bindings.sh --check

test-forge: deps
	$(FORGE) test

# The gas snapshot holds the figures the contracts are held to (contracts/test/Gas*.t.sol: one
# test per path, no fuzzing), so checking it does not run the whole suite a second time.
GAS_TESTS := --match-path 'contracts/test/Gas*.t.sol'

gas: deps
	$(FORGE) snapshot $(GAS_TESTS) --snap contracts/snapshots/.gas-snapshot

# forge snapshot --check prints a difference but exits 0 (forge 1.7.1), so the figures are
# taken afresh and compared here: any difference, or a failing gas test, fails the check.
gas-check: deps
	@now=$$(mktemp) && $(FORGE) snapshot $(GAS_TESTS) --snap $$now >/dev/null && \
	if diff -u contracts/snapshots/.gas-snapshot $$now; then rm -f $$now; echo "gas: as in contracts/snapshots/.gas-snapshot"; \
	else rm -f $$now; echo "gas: the figures differ from contracts/snapshots/.gas-snapshot (make gas to take them, if the change is meant)"; exit 1; fi

test-go: deps web-deps
	PATH="$(CURDIR)/$(BIN):$$PATH" $(GO) test -count=1 -timeout 15m ./...

test: deps test-forge gas-check bindings-check test-go

bench: deps
	$(FORGE) snapshot $(GAS_TESTS) --diff contracts/snapshots/.gas-snapshot || true
	PATH="$(CURDIR)/$(BIN):$$PATH" GO=$(GO) scripts/bench.sh ./...

# kill -9 of a paying and a paid node at random points, every wei accounted (make test runs 3 runs).
PAIDCRASH_RUNS ?= 100
test-paidcrash: deps
	$(GO) test -count=1 -timeout 60m -run '^TestPaidCallsKill9$$' -v ./test/ -paidcrash.runs=$(PAIDCRASH_RUNS)

devnet: build
	bin/agentsite devnet

clean:
	rm -rf bin contracts/out contracts/cache
