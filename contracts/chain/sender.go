package chain

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/identity"
)

// Backend is what Sender needs from a chain connection. *ethclient.Client and the simulated
// backend's client satisfy it.
type Backend interface {
	ChainID(ctx context.Context) (*big.Int, error)
	PendingNonceAt(ctx context.Context, account common.Address) (uint64, error)
	SuggestGasTipCap(ctx context.Context) (*big.Int, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	EstimateGas(ctx context.Context, call ethereum.CallMsg) (uint64, error)
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
	SendTransaction(ctx context.Context, tx *types.Transaction) error
	TransactionReceipt(ctx context.Context, txHash common.Hash) (*types.Receipt, error)
	TransactionByHash(ctx context.Context, txHash common.Hash) (tx *types.Transaction, isPending bool, err error)
	BalanceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (*big.Int, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
}

// Config tunes a Sender.
type Config struct {
	// ChainID is the chain the sender must be talking to; 0 accepts whatever the backend serves.
	ChainID uint64
	// GasMultiplierPct is the gas limit as a percentage of the estimate (120 = 20% headroom).
	GasMultiplierPct uint64
	// PollInterval is how often a pending transaction's receipt is looked for.
	PollInterval time.Duration
	// StuckAfter is how long a transaction may stay unmined before it is replaced with higher fees.
	StuckAfter time.Duration
	// MaxReplacements bounds the fee bumps of one transaction.
	MaxReplacements int
	// BumpPct is the fee increase of each replacement, in percent (nodes require at least 10).
	BumpPct int64
}

// DefaultConfig suits a public chain; tests and devnets shorten PollInterval. The gas limit
// is 40% over the estimate: go-ethereum estimates against the latest block, where a storage
// slot the transaction writes may already look warm or unchanged (DIDRegistry's `changed`),
// and the estimate then falls a few thousand gas short.
func DefaultConfig() Config {
	return Config{GasMultiplierPct: 140, PollInterval: 500 * time.Millisecond, StuckAfter: 45 * time.Second, MaxReplacements: 4, BumpPct: 15}
}

// Validate checks the settings.
func (c Config) Validate() error {
	switch {
	case c.GasMultiplierPct < 100:
		return fmt.Errorf("chain: GasMultiplierPct %d below 100", c.GasMultiplierPct)
	case c.PollInterval <= 0 || c.StuckAfter < c.PollInterval:
		return fmt.Errorf("chain: PollInterval %v and StuckAfter %v must be positive and ordered", c.PollInterval, c.StuckAfter)
	case c.BumpPct < 10:
		return fmt.Errorf("chain: BumpPct %d below the 10%% nodes require", c.BumpPct)
	case c.MaxReplacements < 0:
		return fmt.Errorf("chain: MaxReplacements %d negative", c.MaxReplacements)
	}
	return nil
}

// Tx is a call to send: To nil deploys Data as init code.
type Tx struct {
	To       *common.Address
	Data     []byte
	Value    *big.Int
	GasLimit uint64 // 0: estimate
	// Sent, if set, is told the hash of each version of the transaction the node took (the
	// first and every fee replacement), before its receipt is awaited: a caller that must
	// survive a crash records it and looks the transaction up after a restart.
	Sent func(hash common.Hash)
}

// Sender sends transactions for one key. It is safe for concurrent use: nonces are assigned
// under a lock, receipts are awaited outside it.
type Sender struct {
	cfg     Config
	b       Backend
	key     *identity.Key
	chainID *big.Int
	signer  types.Signer
	dec     *RevertDecoder
	log     *slog.Logger

	mu        sync.Mutex
	nextNonce uint64
	nonceOK   bool
}

// NewSender checks the backend's chain id against cfg.ChainID and returns a sender for key.
// Revert data is decoded with dec (nil decodes only Error(string) and Panic).
func NewSender(ctx context.Context, cfg Config, b Backend, key *identity.Key, dec *RevertDecoder, log *slog.Logger) (*Sender, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	id, err := b.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("chain: read chain id: %w", err)
	}
	if cfg.ChainID != 0 && id.Uint64() != cfg.ChainID {
		return nil, fmt.Errorf("%w: endpoint serves chain %d, configured %d", ErrWrongChain, id.Uint64(), cfg.ChainID)
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Sender{cfg: cfg, b: b, key: key, chainID: id, signer: types.LatestSignerForChainID(id), dec: dec, log: log}, nil
}

// Address is the sending account.
func (s *Sender) Address() common.Address { return s.key.Address() }

// ChainID is the chain the sender talks to.
func (s *Sender) ChainID() uint64 { return s.chainID.Uint64() }

// Backend is the chain connection, for reads.
func (s *Sender) Backend() Backend { return s.b }

// Decoder is the revert decoder in use.
func (s *Sender) Decoder() *RevertDecoder { return s.dec }

// Send estimates, signs and sends tx, replaces it with higher fees while it stays unmined, and
// returns its receipt once the node's head has reached the receipt's block (see caughtUp), so
// that what the caller reads or sends next at "latest" sees the transaction. A reverted
// transaction returns the receipt and a *RevertError.
func (s *Sender) Send(ctx context.Context, tx Tx) (*types.Receipt, error) {
	value := tx.Value
	if value == nil {
		value = new(big.Int)
	}
	msg := ethereum.CallMsg{From: s.Address(), To: tx.To, Data: tx.Data, Value: value}
	gas := tx.GasLimit
	if gas == 0 {
		est, err := s.b.EstimateGas(ctx, msg)
		if err != nil {
			return nil, s.explain(ctx, err, value)
		}
		gas = est * s.cfg.GasMultiplierPct / 100
	}
	tip, feeCap, err := s.fees(ctx)
	if err != nil {
		return nil, err
	}
	signed, nonce, err := s.submit(ctx, tx, value, gas, tip, feeCap)
	if err != nil {
		return nil, err
	}
	tx.notify(signed.Hash())
	sent := []common.Hash{signed.Hash()}
	for replacements := 0; ; replacements++ {
		rcpt, err := s.await(ctx, sent)
		if err == nil {
			s.caughtUp(ctx, rcpt)
			if rcpt.Status != types.ReceiptStatusSuccessful {
				return rcpt, s.replayRevert(ctx, msg, rcpt)
			}
			return rcpt, nil
		}
		if !errors.Is(err, errStillPending) {
			return nil, err
		}
		if replacements >= s.cfg.MaxReplacements {
			s.forget(ctx, sent)
			return nil, fmt.Errorf("%w: nonce %d after %d replacements (last %s)", ErrNotMined, nonce, replacements, sent[len(sent)-1].Hex())
		}
		tip, feeCap = bump(tip, s.cfg.BumpPct), bump(feeCap, s.cfg.BumpPct)
		s.log.Warn("transaction stuck, replacing with higher fees", "nonce", nonce, "tx", sent[len(sent)-1].Hex(), "tip_wei", tip, "fee_cap_wei", feeCap)
		replaced, err := s.sign(nonce, tx, value, gas, tip, feeCap)
		if err != nil {
			return nil, err
		}
		if err := s.b.SendTransaction(ctx, replaced); err != nil && !isKnown(err) {
			if isNonceTooLow(err) { // an earlier version was mined meanwhile
				continue
			}
			return nil, classify(err)
		}
		tx.notify(replaced.Hash())
		sent = append(sent, replaced.Hash())
	}
}

// forget has the nonce read again for the next transaction when the endpoint knows no version
// of a transaction not mined (sent): one it dropped never uses its nonce, and a next one sent
// past it waited behind the gap for ever, as every one after it (review rv29, finding 1). One
// it still holds (a fee spike) keeps its nonce: an endpoint whose pending nonce does not count
// it (a replica behind a load balancer, a rollup node forwarding to its sequencer) gave the
// nonce again, and the next transaction was refused as an underpriced replacement, or replaced
// it (review rv30, finding 1).
func (s *Sender) forget(ctx context.Context, sent []common.Hash) {
	for _, h := range sent {
		if _, _, err := s.b.TransactionByHash(ctx, h); err == nil {
			return
		}
	}
	s.mu.Lock()
	s.nonceOK = false
	s.mu.Unlock()
}

func (tx Tx) notify(h common.Hash) {
	if tx.Sent != nil {
		tx.Sent(h)
	}
}

// submit assigns the next nonce and sends the first version of the transaction. A nonce the node
// already saw used (another wallet shares the key, or we restarted) is re-read and retried.
func (s *Sender) submit(ctx context.Context, tx Tx, value *big.Int, gas uint64, tip, feeCap *big.Int) (*types.Transaction, uint64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for attempt := 0; ; attempt++ {
		if !s.nonceOK {
			n, err := s.b.PendingNonceAt(ctx, s.Address())
			if err != nil {
				return nil, 0, fmt.Errorf("chain: read nonce: %w", err)
			}
			s.nextNonce, s.nonceOK = n, true
		}
		signed, err := s.sign(s.nextNonce, tx, value, gas, tip, feeCap)
		if err != nil {
			return nil, 0, err
		}
		err = s.b.SendTransaction(ctx, signed)
		if err == nil || isKnown(err) {
			s.nextNonce++
			return signed, signed.Nonce(), nil
		}
		if isNonceTooLow(err) && attempt < 3 {
			s.nonceOK = false
			continue
		}
		s.nonceOK = false // the node's view is the truth after any failure
		return nil, 0, s.explain(ctx, err, value)
	}
}

func (s *Sender) sign(nonce uint64, tx Tx, value *big.Int, gas uint64, tip, feeCap *big.Int) (*types.Transaction, error) {
	signed, err := types.SignNewTx(s.key.PrivateKey(), s.signer, &types.DynamicFeeTx{
		ChainID: s.chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: gas,
		To: tx.To, Value: value, Data: tx.Data,
	})
	if err != nil {
		return nil, fmt.Errorf("chain: sign transaction: %w", err)
	}
	return signed, nil
}

// fees returns a tip from the node and a fee cap of twice the current base fee plus the tip.
func (s *Sender) fees(ctx context.Context) (tip, feeCap *big.Int, err error) {
	tip, err = s.b.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("chain: suggest tip: %w", err)
	}
	head, err := s.b.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("chain: read head: %w", err)
	}
	base := head.BaseFee
	if base == nil {
		base = new(big.Int)
	}
	return tip, new(big.Int).Add(new(big.Int).Mul(base, big.NewInt(2)), tip), nil
}

var errStillPending = errors.New("still pending")

// await polls for a receipt of any of the hashes (the original and its replacements) until
// StuckAfter has passed.
func (s *Sender) await(ctx context.Context, hashes []common.Hash) (*types.Receipt, error) {
	deadline := time.Now().Add(s.cfg.StuckAfter)
	t := time.NewTicker(s.cfg.PollInterval)
	defer t.Stop()
	for {
		for _, h := range hashes {
			rcpt, err := s.b.TransactionReceipt(ctx, h)
			if err == nil {
				return rcpt, nil
			}
			if !errors.Is(err, ethereum.NotFound) && !strings.Contains(err.Error(), "indexing is in progress") {
				return nil, fmt.Errorf("chain: receipt of %s: %w", h.Hex(), err)
			}
		}
		if time.Now().After(deadline) {
			return nil, errStillPending
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("chain: waiting for %s: %w", hashes[len(hashes)-1].Hex(), ctx.Err())
		case <-t.C:
		}
	}
}

// caughtUp waits until the node's head has reached rcpt's block. go-ethereum makes a receipt
// readable a moment before it moves its head to the block (core.BlockChain.writeHeadBlock
// writes the transaction index, then the head; seen on the dev chain under load), and a node
// behind a load balancer may lag the one that gave the receipt: a gas estimate at "latest"
// right after would run without the transaction (a mint estimated before its token's code
// existed ran out of gas: "execution reverted (no reason)"). The transaction is mined either
// way, so the wait is best effort: it ends with ctx, or after StuckAfter with a warning.
func (s *Sender) caughtUp(ctx context.Context, rcpt *types.Receipt) {
	if rcpt.BlockNumber == nil {
		return
	}
	deadline := time.Now().Add(s.cfg.StuckAfter)
	t := time.NewTicker(s.cfg.PollInterval)
	defer t.Stop()
	for {
		head, err := s.b.HeaderByNumber(ctx, nil)
		if err == nil && head.Number != nil && head.Number.Cmp(rcpt.BlockNumber) >= 0 {
			return
		}
		if time.Now().After(deadline) {
			s.log.Warn("the node's head has not reached a mined transaction's block", "tx", rcpt.TxHash.Hex(), "block", rcpt.BlockNumber, "err", err)
			return
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// explain turns a send or estimation error into a decoded revert, or a funds error that says
// what the account holds.
func (s *Sender) explain(ctx context.Context, err error, value *big.Int) error {
	if data, ok := revertData(err); ok {
		return s.dec.Decode(data)
	}
	err = classify(err)
	if errors.Is(err, ErrInsufficientFunds) {
		bal, berr := s.b.BalanceAt(ctx, s.Address(), nil)
		if berr == nil {
			return fmt.Errorf("%w: %s holds %s ETH, needs %s ETH plus gas; fund it first", ErrInsufficientFunds, s.Address().Hex(), ethText(bal), ethText(value))
		}
	}
	if errors.Is(err, ErrReverted) {
		return &RevertError{}
	}
	return err
}

// replayRevert re-executes a reverted transaction at its block to recover the revert data.
func (s *Sender) replayRevert(ctx context.Context, msg ethereum.CallMsg, rcpt *types.Receipt) error {
	msg.Gas = rcpt.GasUsed * 2
	_, err := s.b.CallContract(ctx, msg, new(big.Int).Sub(rcpt.BlockNumber, big.NewInt(1)))
	if data, ok := revertData(err); ok {
		return fmt.Errorf("tx %s: %w", rcpt.TxHash.Hex(), s.dec.Decode(data))
	}
	return fmt.Errorf("tx %s: %w", rcpt.TxHash.Hex(), &RevertError{})
}

func bump(v *big.Int, pct int64) *big.Int {
	out := new(big.Int).Mul(v, big.NewInt(100+pct))
	out.Div(out, big.NewInt(100))
	if out.Cmp(v) <= 0 {
		out.Add(v, big.NewInt(1))
	}
	return out
}

func isKnown(err error) bool {
	m := strings.ToLower(err.Error())
	return strings.Contains(m, "already known") || strings.Contains(m, "known transaction")
}

func isNonceTooLow(err error) bool {
	return strings.Contains(strings.ToLower(err.Error()), "nonce too low")
}

// ethText writes wei as a decimal number of ETH, exactly ("0.01").
func ethText(wei *big.Int) string {
	if wei == nil {
		return "0"
	}
	t := new(big.Rat).SetFrac(wei, big.NewInt(1e18)).FloatString(18)
	return strings.TrimSuffix(strings.TrimRight(t, "0"), ".")
}
