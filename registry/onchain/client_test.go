package onchain_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/registry/onchain"
	"github.com/agentsite/agentsite/test/harness"
)

// TestRegisterIsOneTransaction: with the dev stake token (ERC-1363) Register sends a single
// transaction (the token's transferAndCall), approves nothing, and the agent is registered with
// its URI, metadata and stake.
func TestRegisterIsOneTransaction(t *testing.T) {
	ctx := context.Background()
	a := harness.StartAnvilT(t)
	rpc, err := ethclient.Dial(a.URL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(rpc.Close)
	sender := func(i int) *chain.Sender {
		cfg := chain.DefaultConfig()
		cfg.PollInterval = 2 * time.Millisecond
		s, err := chain.NewSender(ctx, cfg, rpc, a.Key(i), deploy.RevertDecoder(), nil)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	p := deploy.DefaultParams()
	p.Treasury = common.HexToAddress("0x000000000000000000000000000000000000fee5")
	d, err := deploy.Deploy(ctx, sender(0), p)
	if err != nil {
		t.Fatal(err)
	}
	regAddr := d.Contracts[deploy.NameAgentRegistry]
	s := sender(1)
	reg := onchain.New(s, regAddr)
	stake := harness.Eth(150)
	if err := reg.Mint(ctx, s.Address(), stake); err != nil {
		t.Fatal(err)
	}
	before, err := rpc.NonceAt(ctx, s.Address(), nil)
	if err != nil {
		t.Fatal(err)
	}

	id, err := reg.Register(ctx, "ipfs://one-tx", map[string][]byte{"skills": []byte("summarize")}, stake)
	if err != nil {
		t.Fatal(err)
	}

	after, err := rpc.NonceAt(ctx, s.Address(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if after != before+1 {
		t.Fatalf("register sent %d transactions, want 1", after-before)
	}
	ag, err := reg.Agent(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if ag.Owner != s.Address() || ag.URI != "ipfs://one-tx" || ag.Stake.Cmp(stake) != 0 || !ag.Active {
		t.Fatalf("agent %+v, want owner %s, uri ipfs://one-tx, stake %s, active", ag, s.Address(), stake)
	}
	b := bindings.NewAgentRegistry()
	meta, err := chain.Read(ctx, rpc, nil, regAddr, b.PackGetMetadata(u64(id), "skills"), b.UnpackGetMetadata)
	if err != nil || string(meta) != "summarize" {
		t.Fatalf("metadata skills = %q, %v", meta, err)
	}
	token, err := reg.StakeToken(ctx)
	if err != nil {
		t.Fatal(err)
	}
	st := bindings.NewStakeToken()
	allowance, err := chain.Read(ctx, rpc, nil, token, st.PackAllowance(s.Address(), regAddr), st.UnpackAllowance)
	if err != nil || allowance.Sign() != 0 {
		t.Fatalf("allowance to the registry = %v, %v; want 0 (no approve)", allowance, err)
	}
	if bal, err := reg.StakeBalance(ctx, s.Address()); err != nil || bal.Sign() != 0 {
		t.Fatalf("stake token balance after register = %v, %v; want 0", bal, err)
	}
}

func u64(v uint64) *big.Int { return new(big.Int).SetUint64(v) }
