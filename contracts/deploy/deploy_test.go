package deploy

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/devchain"
	"github.com/agentsite/agentsite/identity"
)

// startDevchain runs the in-process dev chain with one funded key.
func startDevchain(t *testing.T) (*ethclient.Client, *identity.Key) {
	t.Helper()
	keys := devchain.DevKeys(1)
	cfg := devchain.DefaultConfig()
	cfg.Accounts = devchain.Addresses(keys)
	c, err := devchain.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	cl, err := ethclient.DialContext(ctx, c.HTTPURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cl.Close)
	return cl, identity.NewKey(keys[0])
}

func newSender(t *testing.T, cl *ethclient.Client, k *identity.Key) *chain.Sender {
	t.Helper()
	cfg := chain.DefaultConfig()
	cfg.PollInterval = 5 * time.Millisecond
	s, err := chain.NewSender(context.Background(), cfg, cl, k, RevertDecoder(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestDeployDevchain(t *testing.T) {
	ctx := context.Background()
	cl, key := startDevchain(t)
	p := DefaultParams()
	p.Treasury = common.HexToAddress("0x00000000000000000000000000000000000000fe")
	start := time.Now()
	d, err := Deploy(ctx, newSender(t, cl, key), p)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("deployed %d contracts over HTTP in %s", len(d.Contracts), time.Since(start))
	if d.ChainID != 1337 || d.DeployBlock == 0 {
		t.Fatalf("deployment %+v", d)
	}
	if err := d.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{NameDIDRegistry, NameStakeToken, NameAgentRegistry, NameReputationRegistry, NameBountyEscrow, NamePaymentChannels, NameAuthToken} {
		code, err := cl.CodeAt(ctx, d.Contracts[name], nil)
		if err != nil || len(code) == 0 {
			t.Fatalf("%s at %s has no code (%v)", name, d.Contracts[name], err)
		}
	}
	// The x402 token signs under USDC's domain.
	at := bindings.NewAuthToken()
	dom, err := bind.Call(at.Instance(cl, d.Contracts[NameAuthToken]), nil, at.PackAuthTokenEip712Domain(), at.UnpackAuthTokenEip712Domain)
	if err != nil || dom.Name != AuthTokenName || dom.Version != AuthTokenVersion || dom.ChainId.Uint64() != d.ChainID {
		t.Fatalf("AuthToken domain %+v (%v)", dom, err)
	}
	// The escrow is wired into both registries.
	ar := bindings.NewAgentRegistry()
	got, err := bind.Call(ar.Instance(cl, d.Contracts[NameAgentRegistry]), nil, ar.PackEscrow(), ar.UnpackEscrow)
	if err != nil || got != d.Contracts[NameBountyEscrow] {
		t.Fatalf("AgentRegistry.escrow = %s (%v), want %s", got, err, d.Contracts[NameBountyEscrow])
	}
	rr := bindings.NewReputationRegistry()
	got, err = bind.Call(rr.Instance(cl, d.Contracts[NameReputationRegistry]), nil, rr.PackEscrow(), rr.UnpackEscrow)
	if err != nil || got != d.Contracts[NameBountyEscrow] {
		t.Fatalf("ReputationRegistry.escrow = %s (%v)", got, err)
	}
	if err := CheckWired(ctx, cl, d); err != nil {
		t.Fatal(err)
	}
	// A second escrow on the same registries cannot even be deployed (they name the first).
	e := bindings.NewBountyEscrow()
	_, err = newSender(t, cl, key).Send(ctx, chain.Tx{Data: append(common.FromHex(bindings.BountyEscrowMetaData.Bin),
		e.PackConstructor(d.Contracts[NameAgentRegistry], d.Contracts[NameReputationRegistry], p.Treasury,
			p.FeeBps, p.MaxDuration, p.MaxReviewWindow, p.DisputeWindow, p.DisputeTimeout)...)})
	if !errors.Is(err, chain.ErrReverted) || !strings.Contains(err.Error(), "EscrowNotWired") {
		t.Fatalf("second escrow on the same registries: %v, want the EscrowNotWired revert", err)
	}
	// The escrow of another deployment, named with this deployment's registries, is refused.
	other, err := Deploy(ctx, newSender(t, cl, key), p)
	if err != nil {
		t.Fatal(err)
	}
	mixed := &Deployment{ChainID: d.ChainID, Contracts: map[string]common.Address{NameBountyEscrow: other.Contracts[NameBountyEscrow],
		NameAgentRegistry: d.Contracts[NameAgentRegistry], NameReputationRegistry: d.Contracts[NameReputationRegistry]}}
	if err := CheckWired(ctx, cl, mixed); !errors.Is(err, ErrNotWired) {
		t.Fatalf("another deployment's escrow: %v, want ErrNotWired", err)
	}
	path := Path(t.TempDir(), d.ChainID)
	if err := d.Save(path); err != nil {
		t.Fatal(err)
	}
	if back, err := Load(path); err != nil || back.Contracts[NameBountyEscrow] != d.Contracts[NameBountyEscrow] {
		t.Fatalf("Load after Save: %+v, %v", back, err)
	}
}

func TestDeployErrors(t *testing.T) {
	ctx := context.Background()
	cl, key := startDevchain(t)
	good := DefaultParams()
	good.Treasury = key.Address()
	noTreasury := DefaultParams()
	noTimeout := good
	noTimeout.DisputeTimeout = 0
	zeroStake := good
	zeroStake.MinStake = nil
	for name, p := range map[string]Params{"no treasury": noTreasury, "no dispute timeout": noTimeout, "no min stake": zeroStake} {
		if _, err := Deploy(ctx, newSender(t, cl, key), p); !errors.Is(err, ErrInvalidParams) {
			t.Errorf("%s: %v, want ErrInvalidParams", name, err)
		}
	}
	// A fee above the contract's cap is refused by the constructor, and the error names it.
	highFee := good
	highFee.FeeBps = 5000
	_, err := Deploy(ctx, newSender(t, cl, key), highFee)
	if !errors.Is(err, chain.ErrReverted) || !strings.Contains(err.Error(), "BountyEscrow") || !strings.Contains(err.Error(), "Escrow") {
		t.Fatalf("fee above cap: %v, want a decoded escrow revert", err)
	}
	// An unlisted stake token disables every slash: the escrow's constructor refuses it.
	unlisted := good
	unlisted.StakeTokenWeight = nil
	if _, err := Deploy(ctx, newSender(t, cl, key), unlisted); !errors.Is(err, chain.ErrReverted) || !strings.Contains(err.Error(), "EscrowStakeTokenNotListed") {
		t.Fatalf("unlisted stake token: %v, want the EscrowStakeTokenNotListed revert", err)
	}
	poor, _ := identity.GenerateKey()
	if _, err := Deploy(ctx, newSender(t, cl, poor), good); !errors.Is(err, chain.ErrInsufficientFunds) {
		t.Fatalf("unfunded deployer: %v, want ErrInsufficientFunds", err)
	}
}
