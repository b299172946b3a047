package chainindex

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"sync/atomic"
	"time"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/deploy"
)

// Chain is what the index needs from a node; *ethclient.Client satisfies it.
type Chain interface {
	BlockNumber(ctx context.Context) (uint64, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
	BlockByHash(ctx context.Context, hash common.Hash) (*types.Block, error)
}

var _ Chain = (*ethclient.Client)(nil)

// Index follows the events of one deployment into badger and answers queries from there.
type Index struct {
	cfg   Config
	db    *badger.DB
	chain Chain
	d     deploy.Deployment
	dec   *decoder
	k     keys
	log   *slog.Logger
	now   func() time.Time

	minStake atomic.Pointer[big.Int] // registry minimum, read once in Start

	syncMu sync.Mutex   // one writer: the poll loop or Sync
	viewMu sync.RWMutex // queries read; a views rebuild writes

	subs subscribers

	stop    context.CancelFunc
	done    chan struct{}
	started bool
	closed  bool
	mu      sync.Mutex
}

// New returns an index of d's contracts stored in db (which the caller opens and closes;
// see OpenDB). Nothing is read from the chain before Start.
func New(cfg Config, db *badger.DB, c Chain, d *deploy.Deployment) (*Index, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if db == nil || c == nil || d == nil {
		return nil, fmt.Errorf("%w: store, chain and deployment are required", ErrBadConfig)
	}
	if err := d.Validate(); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadDeployment, err)
	}
	dec, err := newDecoder(d)
	if err != nil {
		return nil, err
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	now := cfg.Now
	if now == nil {
		now = time.Now
	}
	ix := &Index{cfg: cfg, db: db, chain: c, d: *d, dec: dec, k: keys{cfg.Prefix}, log: log.With("component", "chainindex"), now: now}
	ix.subs.max = cfg.SubscriberQueue
	if err := ix.checkDeployment(); err != nil {
		return nil, err
	}
	return ix, nil
}

// deploymentRec identifies the contracts a store was built for.
type deploymentRec struct {
	ChainID   uint64           `json:"chainId"`
	Contracts []common.Address `json:"contracts"`
}

// checkDeployment refuses a store built for other contracts, and records ours in a new one.
func (ix *Index) checkDeployment() error {
	want := deploymentRec{ChainID: ix.d.ChainID, Contracts: ix.dec.addrs}
	return ix.db.Update(func(txn *badger.Txn) error {
		t := vtx{txn, ix.k}
		var got deploymentRec
		found, err := t.get(ix.k.s(kDeployment), &got)
		if err != nil {
			return fmt.Errorf("chainindex: read deployment: %w", err)
		}
		if !found {
			return t.put(ix.k.s(kDeployment), want)
		}
		a, _ := json.Marshal(got)
		b, _ := json.Marshal(want)
		if string(a) != string(b) {
			return fmt.Errorf("%w: store %s, configured %s", ErrDeploymentMismatch, a, b)
		}
		return nil
	})
}

// Start reads the registry minimum stake, finishes an interrupted views rebuild, and starts
// following the chain in the background until Close.
func (ix *Index) Start(ctx context.Context) error {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if ix.closed {
		return ErrClosed
	}
	if ix.started {
		return errors.New("chainindex: start: already started")
	}
	if err := ix.init(ctx); err != nil {
		return err
	}
	ix.syncMu.Lock()
	err := ix.repair()
	ix.syncMu.Unlock()
	if err != nil {
		return err
	}
	loopCtx, cancel := context.WithCancel(context.Background())
	ix.stop, ix.done, ix.started = cancel, make(chan struct{}), true
	go ix.loop(loopCtx)
	return nil
}

// init reads the registry minimum stake once.
func (ix *Index) init(ctx context.Context) error {
	if ix.minStake.Load() != nil {
		return nil
	}
	reg := bindings.NewAgentRegistry()
	to := ix.d.Contracts[deploy.NameAgentRegistry]
	out, err := ix.chain.CallContract(ctx, ethereum.CallMsg{To: &to, Data: reg.PackMinStake()}, nil)
	if err != nil {
		return fmt.Errorf("chainindex: start: read min stake: %w", err)
	}
	min, err := reg.UnpackMinStake(out)
	if err != nil {
		return fmt.Errorf("chainindex: start: decode min stake: %w", err)
	}
	ix.minStake.Store(min)
	return nil
}

// repair finishes a views rebuild that a crash interrupted. The caller holds syncMu.
func (ix *Index) repair() error {
	dirty, err := ix.isDirty()
	if err != nil || !dirty {
		return err
	}
	ix.log.Warn("views rebuild was interrupted; rebuilding")
	return ix.rebuild()
}

// loop polls the chain until Close.
func (ix *Index) loop(ctx context.Context) {
	defer close(ix.done)
	t := time.NewTicker(ix.cfg.PollInterval)
	defer t.Stop()
	for {
		if _, err := ix.Sync(ctx); err != nil && ctx.Err() == nil {
			ix.log.Warn("sync failed; retrying", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// Sync indexes up to the chain head minus Confirmations (handling any reorg on the way) and
// returns the indexed head. The background loop calls it; tests and tools may call it too.
func (ix *Index) Sync(ctx context.Context) (uint64, error) {
	ix.mu.Lock()
	if ix.closed {
		ix.mu.Unlock()
		return 0, ErrClosed
	}
	err := ix.init(ctx)
	ix.mu.Unlock()
	if err != nil {
		return 0, err
	}
	ix.syncMu.Lock()
	defer ix.syncMu.Unlock()
	if err := ix.repair(); err != nil {
		return 0, err
	}
	for retries := 0; ; {
		more, err := ix.step(ctx)
		if errors.Is(err, errRetry) {
			// The node answered from two forks: step again, which finds the reorg if the
			// cursor block was replaced, or re-reads a batch that raced with a new head.
			if retries++; retries > 5 {
				err = fmt.Errorf("%w: %v", ErrInconsistent, err)
			} else {
				continue
			}
		}
		retries = 0
		if err != nil || !more {
			c, cerr := ix.cursor()
			return c.head(), errors.Join(err, cerr)
		}
		if err := ctx.Err(); err != nil {
			return 0, err
		}
	}
}

// Close stops the loop and ends every subscription. The store stays open (the caller's).
func (ix *Index) Close() error {
	ix.mu.Lock()
	if ix.closed {
		ix.mu.Unlock()
		return nil
	}
	ix.closed = true
	stop, done := ix.stop, ix.done
	ix.mu.Unlock()
	if stop != nil {
		stop()
		<-done
	}
	ix.syncMu.Lock() // wait for a Sync in flight
	ix.syncMu.Unlock()
	ix.subs.closeAll()
	return nil
}

// apply folds one event into the views.
func apply(t vtx, ev Event, ex *extra) error {
	switch ev.Contract {
	case deploy.NameAgentRegistry:
		return applyAgent(t, ev)
	case deploy.NameBountyEscrow:
		return applyBounty(t, ev, ex)
	case deploy.NameDIDRegistry:
		return applyDID(t, ev)
	case deploy.NameReputationRegistry:
		return applyReputation(t, ev, ex)
	}
	return nil
}
