package deploy

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// Backend is the chain access Deploy needs: an ethclient.Client, the simulated backend's
// client, or the devchain's client.
type Backend interface {
	bind.ContractBackend
	bind.DeployBackend
	ethereum.ChainIDReader
}

// Sentinel errors.
var (
	// ErrInvalidParams wraps every Params.Validate failure.
	ErrInvalidParams = errors.New("deploy: invalid params")
	// ErrWrongChain is returned when the backend's chain id is not Params.ChainID.
	ErrWrongChain = errors.New("deploy: wrong chain")
	// ErrReverted is returned when a deployment transaction is mined but fails.
	ErrReverted = errors.New("deploy: deployment reverted")
)

// Params configures a deployment: the contracts' constructor parameters and how to wait.
type Params struct {
	// ChainID, when non-zero, is the chain the caller means to deploy to; Deploy refuses any
	// other (a guard against a misconfigured RPC URL).
	ChainID uint64
	// PollInterval is how often receipts are polled.
	PollInterval time.Duration
	// ReceiptTimeout bounds the wait for each deployment transaction to be mined.
	ReceiptTimeout time.Duration
	// Logger receives one line per deployed contract; nil discards.
	Logger *slog.Logger
}

// DefaultParams returns parameters suitable for a dev chain: any chain id, receipts polled
// every 50ms for at most two minutes each.
func DefaultParams() Params {
	return Params{PollInterval: 50 * time.Millisecond, ReceiptTimeout: 2 * time.Minute}
}

// Validate reports the first problem with p, wrapped in ErrInvalidParams.
func (p Params) Validate() error {
	if p.PollInterval <= 0 {
		return fmt.Errorf("%w: poll interval %s must be positive", ErrInvalidParams, p.PollInterval)
	}
	if p.ReceiptTimeout < p.PollInterval {
		return fmt.Errorf("%w: receipt timeout %s shorter than poll interval %s", ErrInvalidParams, p.ReceiptTimeout, p.PollInterval)
	}
	return nil
}

// Deploy deploys every contract of the steps table from key's account, one after the other,
// and returns where they are. It stops at the first failure; contracts deployed before it stay
// on chain but are not returned.
func Deploy(ctx context.Context, backend Backend, key *ecdsa.PrivateKey, p Params) (*Deployment, error) {
	if key == nil {
		return nil, fmt.Errorf("%w: no deployer key", ErrInvalidParams)
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	log := p.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	chainID, err := backend.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("deploy: chain id: %w", err)
	}
	if !chainID.IsUint64() || chainID.Sign() == 0 {
		return nil, fmt.Errorf("%w: backend reports chain id %s", ErrWrongChain, chainID)
	}
	if p.ChainID != 0 && chainID.Uint64() != p.ChainID {
		return nil, fmt.Errorf("%w: backend is on chain %s, want %d", ErrWrongChain, chainID, p.ChainID)
	}
	opts := bind.NewKeyedTransactor(key, chainID)
	opts.Context = ctx

	d := &Deployment{ChainID: chainID.Uint64(), Contracts: make(map[string]common.Address)}
	for i, s := range steps() {
		args, err := s.args(p, d.Contracts)
		if err != nil {
			return nil, fmt.Errorf("deploy: %s: constructor arguments: %w", s.name, err)
		}
		addr, tx, err := bind.DeployContract(opts, common.FromHex(s.bin), backend, args)
		if err != nil {
			return nil, fmt.Errorf("deploy: %s: send from %s: %w", s.name, crypto.PubkeyToAddress(key.PublicKey), err)
		}
		rcpt, err := waitReceipt(ctx, backend, tx.Hash(), p)
		if err != nil {
			return nil, fmt.Errorf("deploy: %s: tx %s: %w", s.name, tx.Hash(), err)
		}
		if rcpt.Status != types.ReceiptStatusSuccessful {
			return nil, fmt.Errorf("%w: %s: tx %s in block %s", ErrReverted, s.name, tx.Hash(), rcpt.BlockNumber)
		}
		if rcpt.ContractAddress != addr {
			return nil, fmt.Errorf("deploy: %s: receipt address %s, expected %s", s.name, rcpt.ContractAddress, addr)
		}
		if i == 0 {
			d.DeployBlock = rcpt.BlockNumber.Uint64()
		}
		d.Contracts[s.name] = addr
		log.Info("deployed contract", "name", s.name, "address", addr, "block", rcpt.BlockNumber, "gas", rcpt.GasUsed)
	}
	return d, nil
}

// waitReceipt polls for the receipt of hash until it is found, ctx ends or the timeout passes.
func waitReceipt(ctx context.Context, b bind.DeployBackend, hash common.Hash, p Params) (*types.Receipt, error) {
	ctx, cancel := context.WithTimeout(ctx, p.ReceiptTimeout)
	defer cancel()
	tick := time.NewTicker(p.PollInterval)
	defer tick.Stop()
	var lastErr error // transient RPC failures are retried until the timeout
	for {
		rcpt, err := b.TransactionReceipt(ctx, hash)
		if err == nil && rcpt != nil {
			return rcpt, nil
		}
		if err != nil && !errors.Is(err, ethereum.NotFound) && ctx.Err() == nil {
			lastErr = err
		}
		select {
		case <-ctx.Done():
			if lastErr != nil {
				return nil, fmt.Errorf("not mined: %w (last receipt error: %v)", ctx.Err(), lastErr)
			}
			return nil, fmt.Errorf("not mined: %w", ctx.Err())
		case <-tick.C:
		}
	}
}
