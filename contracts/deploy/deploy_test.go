package deploy

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/params"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/devchain"
)

// autoMining is the simulated backend's client sealing a block after every transaction, as
// anvil and the devchain do.
type autoMining struct {
	simulated.Client
	sim *simulated.Backend
}

func (a autoMining) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	if err := a.Client.SendTransaction(ctx, tx); err != nil {
		return err
	}
	a.sim.Commit()
	return nil
}

var _ Backend = autoMining{}
var _ Backend = (*ethclient.Client)(nil)

func newSimulated(t *testing.T, funded ...common.Address) *simulated.Backend {
	t.Helper()
	alloc := types.GenesisAlloc{}
	for _, a := range funded {
		alloc[a] = types.Account{Balance: new(big.Int).Mul(big.NewInt(1000), big.NewInt(params.Ether))}
	}
	sim := simulated.NewBackend(alloc)
	t.Cleanup(func() { _ = sim.Close() })
	return sim
}

func mustKey(t *testing.T) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// checkDeployment asserts every contract of the steps table has code, and that the
// DIDRegistry answers a call.
func checkDeployment(t *testing.T, ctx context.Context, b Backend, d *Deployment) {
	t.Helper()
	if d.ChainID != 1337 {
		t.Fatalf("ChainID = %d", d.ChainID)
	}
	if err := d.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, s := range steps() {
		addr, err := d.Address(s.name)
		if err != nil {
			t.Fatal(err)
		}
		code, err := b.CodeAt(ctx, addr, nil)
		if err != nil || len(code) == 0 {
			t.Fatalf("%s at %s has no code (%v)", s.name, addr, err)
		}
	}
	reg := bindings.NewDIDRegistry()
	inst := reg.Instance(b, d.Contracts[NameDIDRegistry])
	who := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	owner, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, reg.PackIdentityOwner(who), reg.UnpackIdentityOwner)
	if err != nil || owner != who {
		t.Fatalf("identityOwner = %s, %v; want %s", owner, err, who)
	}
}

func TestDeploySimulated(t *testing.T) {
	ctx := context.Background()
	key := mustKey(t)
	sim := newSimulated(t, crypto.PubkeyToAddress(key.PublicKey))
	b := autoMining{sim.Client(), sim}

	p := DefaultParams()
	p.ChainID = 1337
	d, err := Deploy(ctx, b, key, p)
	if err != nil {
		t.Fatal(err)
	}
	if d.DeployBlock != 1 {
		t.Fatalf("DeployBlock = %d, want 1", d.DeployBlock)
	}
	checkDeployment(t, ctx, b, d)
}

func TestDeployDevchain(t *testing.T) {
	keys := devchain.DevKeys(1)
	cfg := devchain.DefaultConfig()
	cfg.Accounts = devchain.Addresses(keys)
	chain, err := devchain.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := chain.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer chain.Close()
	cl, err := ethclient.DialContext(ctx, chain.HTTPURL())
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()

	start := time.Now()
	d, err := Deploy(ctx, cl, keys[0], DefaultParams())
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("deployed %d contracts over HTTP in %s", len(d.Contracts), time.Since(start))
	checkDeployment(t, ctx, cl, d)

	path := Path(t.TempDir(), d.ChainID)
	if err := d.Save(path); err != nil {
		t.Fatal(err)
	}
	if back, err := Load(path); err != nil || back.Contracts[NameDIDRegistry] != d.Contracts[NameDIDRegistry] {
		t.Fatalf("Load after Save: %+v, %v", back, err)
	}
}

func TestDeployErrors(t *testing.T) {
	ctx := context.Background()
	funded := mustKey(t)
	sim := newSimulated(t, crypto.PubkeyToAddress(funded.PublicKey))
	b := autoMining{sim.Client(), sim}

	wrongChain := DefaultParams()
	wrongChain.ChainID = 1
	badPoll := DefaultParams()
	badPoll.PollInterval = 0
	badTimeout := DefaultParams()
	badTimeout.ReceiptTimeout = time.Millisecond

	tests := []struct {
		name    string
		backend Backend
		key     *ecdsa.PrivateKey
		params  Params
		want    error
		wantMsg string
	}{
		{"no key", b, nil, DefaultParams(), ErrInvalidParams, ""},
		{"zero poll interval", b, funded, badPoll, ErrInvalidParams, ""},
		{"timeout shorter than poll", b, funded, badTimeout, ErrInvalidParams, ""},
		{"wrong chain", b, funded, wrongChain, ErrWrongChain, ""},
		{"unfunded deployer", b, mustKey(t), DefaultParams(), nil, "insufficient funds"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := Deploy(ctx, tt.backend, tt.key, tt.params)
			if err == nil {
				t.Fatalf("Deploy succeeded: %+v", d)
			}
			if tt.want != nil && !errors.Is(err, tt.want) {
				t.Fatalf("Deploy = %v, want %v", err, tt.want)
			}
			if tt.wantMsg != "" && !strings.Contains(err.Error(), tt.wantMsg) {
				t.Fatalf("Deploy = %v, want it to mention %q", err, tt.wantMsg)
			}
		})
	}

	t.Run("never mined", func(t *testing.T) {
		p := DefaultParams()
		p.PollInterval = 10 * time.Millisecond
		p.ReceiptTimeout = 100 * time.Millisecond
		_, err := Deploy(ctx, sim.Client(), funded, p) // no auto-mining: stays pending
		if !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "not mined") {
			t.Fatalf("Deploy = %v, want a not-mined deadline error", err)
		}
	})
}
