package identity

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/agentsite/agentsite/contracts/bindings"
)

// registryEnv is a simulated chain with a deployed DIDRegistry.
type registryEnv struct {
	t        *testing.T
	sim      *simulated.Backend
	client   simulated.Client
	registry common.Address
	inst     *bind.BoundContract
	resolver *Resolver
}

func newRegistryEnv(t *testing.T, keys ...*ecdsa.PrivateKey) *registryEnv {
	t.Helper()
	alloc := types.GenesisAlloc{}
	for _, k := range keys {
		alloc[crypto.PubkeyToAddress(k.PublicKey)] = types.Account{Balance: big.NewInt(params.Ether)}
	}
	sim := simulated.NewBackend(alloc)
	t.Cleanup(func() { _ = sim.Close() })
	e := &registryEnv{t: t, sim: sim, client: sim.Client()}

	opts := bind.NewKeyedTransactor(keys[0], big.NewInt(1337))
	addr, tx, err := bind.DeployContract(opts, common.FromHex(bindings.DIDRegistryMetaData.Bin), e.client, nil)
	if err != nil {
		t.Fatal(err)
	}
	sim.Commit()
	e.receipt(tx)
	e.registry = addr
	e.inst = didRegistryABI.Instance(e.client, addr)
	if e.resolver, err = NewResolver(e.client, DefaultResolverConfig(big.NewInt(1337), addr)); err != nil {
		t.Fatal(err)
	}
	return e
}

func (e *registryEnv) receipt(tx *types.Transaction) *types.Receipt {
	e.t.Helper()
	// The simulated backend indexes a committed block's transactions asynchronously: a lookup
	// right after Commit can answer "not found" for a moment.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	r, err := bind.WaitMined(ctx, e.client, tx.Hash())
	if err != nil || r.Status != types.ReceiptStatusSuccessful {
		e.t.Fatalf("tx %s: receipt %+v, %v", tx.Hash(), r, err)
	}
	return r
}

// send transacts data from key; the caller commits (several sends can share a block).
//
// Gas is estimated against the pending block: go-ethereum estimates against the latest block
// by default, where the registry's write of changed[identity] = block.number is a no-op when
// the identity last changed in that block, and the estimate comes out ~8k gas short.
func (e *registryEnv) send(key *ecdsa.PrivateKey, data []byte) *types.Transaction {
	e.t.Helper()
	from := crypto.PubkeyToAddress(key.PublicKey)
	est := e.client.(interface {
		EstimateGasAtBlock(context.Context, ethereum.CallMsg, *big.Int) (uint64, error)
	})
	gas, err := est.EstimateGasAtBlock(context.Background(), ethereum.CallMsg{From: from, To: &e.registry, Data: data}, big.NewInt(int64(rpc.PendingBlockNumber)))
	if err != nil {
		e.t.Fatal(err)
	}
	opts := bind.NewKeyedTransactor(key, big.NewInt(1337))
	opts.GasLimit = gas
	tx, err := bind.Transact(e.inst, opts, data)
	if err != nil {
		e.t.Fatal(err)
	}
	// The simulated pool takes transactions in asynchronously: wait until this one is pending,
	// so the next send gets the next nonce and a Commit includes it.
	for deadline := time.Now().Add(5 * time.Second); ; {
		n, err := e.client.PendingNonceAt(context.Background(), from)
		if err == nil && n > tx.Nonce() {
			break
		}
		if time.Now().After(deadline) {
			e.t.Fatalf("tx %s never reached the pool", tx.Hash())
		}
		time.Sleep(time.Millisecond)
	}
	return tx
}

// do sends and mines one transaction.
func (e *registryEnv) do(key *ecdsa.PrivateKey, data []byte) {
	e.t.Helper()
	tx := e.send(key, data)
	e.sim.Commit()
	e.receipt(tx)
}

func (e *registryEnv) resolve(did string) *Resolution {
	e.t.Helper()
	res, err := e.resolver.Resolve(context.Background(), did)
	if err != nil {
		e.t.Fatal(err)
	}
	return res
}

func mustKeys(t *testing.T, n int) []*ecdsa.PrivateKey {
	keys := make([]*ecdsa.PrivateKey, n)
	for i := range keys {
		k, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		keys[i] = k
	}
	return keys
}

func TestResolverLifecycle(t *testing.T) {
	keys := mustKeys(t, 3)
	e := newRegistryEnv(t, keys...)
	id, delegate, newOwner := crypto.PubkeyToAddress(keys[0].PublicKey), crypto.PubkeyToAddress(keys[1].PublicKey), crypto.PubkeyToAddress(keys[2].PublicKey)
	did := formatEthrDID(big.NewInt(1337), id)

	// Implicit document: no history.
	res := e.resolve(did)
	if len(res.Document.VerificationMethod) != 1 || res.Controller != id || res.Metadata.VersionID != 0 {
		t.Fatalf("implicit document %+v", res)
	}

	// A sigAuth delegate for 100s and the AgentSite service, both in one block.
	svc := []byte(`{"peerId":"12D3KooWtest","addrs":["/ip4/127.0.0.1/tcp/4001"]}`)
	t1 := e.send(keys[0], didRegistryABI.PackAddDelegate(id, b32("sigAuth"), delegate, big.NewInt(100)))
	t2 := e.send(keys[0], didRegistryABI.PackSetAttribute(id, b32("did/svc/AgentSite"), svc, big.NewInt(86400)))
	e.sim.Commit()
	block := e.receipt(t1).BlockNumber.Uint64()
	if e.receipt(t2).BlockNumber.Uint64() != block {
		t.Fatal("the two writes were not mined in one block")
	}
	res = e.resolve(did)
	if !res.Document.IsSigner(delegate, true) || res.Metadata.VersionID != block || res.Metadata.Updated.IsZero() {
		t.Fatalf("delegate not resolved: %+v", res.Document)
	}
	got := res.Document.ServicesByType("AgentSite")
	if len(got) != 1 || string(got[0].ServiceEndpoint) != string(svc) || got[0].ID != did+"#service-1" {
		t.Fatalf("AgentSite service %+v", got)
	}

	// The delegate expires once chain time passes validTo.
	if err := e.sim.AdjustTime(101 * time.Second); err != nil {
		t.Fatal(err)
	}
	if res = e.resolve(did); res.Document.IsSigner(delegate, false) {
		t.Fatal("expired delegate still a signer")
	}
	if len(res.Document.ServicesByType("AgentSite")) != 1 {
		t.Fatal("service vanished with the delegate")
	}

	// Add a veriKey delegate, then revoke it.
	e.do(keys[0], didRegistryABI.PackAddDelegate(id, b32("veriKey"), delegate, big.NewInt(3600)))
	if res = e.resolve(did); !res.Document.IsSigner(delegate, false) || res.Document.IsSigner(delegate, true) {
		t.Fatalf("veriKey delegate: %+v", res.Document.AssertionMethod)
	}
	e.do(keys[0], didRegistryABI.PackRevokeDelegate(id, b32("veriKey"), delegate))
	if res = e.resolve(did); res.Document.IsSigner(delegate, false) {
		t.Fatal("revoked delegate still a signer")
	}

	// Revoke the service.
	e.do(keys[0], didRegistryABI.PackRevokeAttribute(id, b32("did/svc/AgentSite"), svc))
	if res = e.resolve(did); len(res.Document.Service) != 0 {
		t.Fatalf("revoked service still listed: %+v", res.Document.Service)
	}
	beforeOwnerChange := res.Block

	// Owner change: the controller account moves; the old key no longer signs.
	e.do(keys[0], didRegistryABI.PackChangeOwner(id, newOwner))
	res = e.resolve(did)
	if res.Controller != newOwner || res.Document.IsSigner(id, false) || !res.Document.IsSigner(newOwner, true) {
		t.Fatalf("after owner change: controller %s, vm %+v", res.Controller, res.Document.VerificationMethod[0])
	}

	// The version before the owner change is still readable.
	past, err := e.resolver.ResolveAt(context.Background(), did, beforeOwnerChange)
	if err != nil {
		t.Fatal(err)
	}
	if past.Controller != id || past.Metadata.NextVersionID != res.Metadata.VersionID {
		t.Fatalf("past version: controller %s next %d (latest version %d)", past.Controller, past.Metadata.NextVersionID, res.Metadata.VersionID)
	}

	// Deactivation by the new owner.
	e.do(keys[2], didRegistryABI.PackChangeOwner(id, common.Address{}))
	res = e.resolve(did)
	if !res.Metadata.Deactivated || len(res.Document.VerificationMethod) != 0 || res.Document.IsSigner(newOwner, false) {
		t.Fatalf("deactivated document %+v", res)
	}
}

// TestResolverSignedWrites checks that Go computes the same ERC-1056 and EIP-712 digests as
// the contract, and that meta-transactions relayed by another account resolve like direct ones.
func TestResolverSignedWrites(t *testing.T) {
	keys := mustKeys(t, 2)
	e := newRegistryEnv(t, keys...)
	id, relayer := crypto.PubkeyToAddress(keys[0].PublicKey), keys[1]
	did := formatEthrDID(big.NewInt(1337), id)
	delegate := common.HexToAddress("0x00000000000000000000000000000000000000d1")

	// ERC-1056: keccak256(0x19 0x00 registry nonce identity "addDelegate" type delegate validity).
	validity := big.NewInt(3600)
	typ := b32("veriKey")
	msg := append([]byte{0x19, 0x00}, e.registry.Bytes()...)
	msg = append(msg, common.LeftPadBytes(big.NewInt(0).Bytes(), 32)...)
	msg = append(msg, id.Bytes()...)
	msg = append(msg, "addDelegate"...)
	msg = append(msg, typ[:]...)
	msg = append(msg, delegate.Bytes()...)
	msg = append(msg, common.LeftPadBytes(validity.Bytes(), 32)...)
	sig, err := crypto.Sign(crypto.Keccak256(msg), keys[0])
	if err != nil {
		t.Fatal(err)
	}
	var r, s [32]byte
	copy(r[:], sig[:32])
	copy(s[:], sig[32:64])
	e.do(relayer, didRegistryABI.PackAddDelegateSigned(id, sig[64]+27, r, s, typ, delegate, validity))
	if !e.resolve(did).Document.IsSigner(delegate, false) {
		t.Fatal("ERC-1056 signed delegate not resolved")
	}

	// EIP-712 setAttributeTyped, digest from go-ethereum's apitypes (nonce is now 1).
	value := []byte("https://agent.example")
	td := apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {{Name: "name", Type: "string"}, {Name: "version", Type: "string"}, {Name: "chainId", Type: "uint256"}, {Name: "verifyingContract", Type: "address"}},
			"SetAttribute": {{Name: "identity", Type: "address"}, {Name: "name", Type: "bytes32"}, {Name: "value", Type: "bytes"}, {Name: "validity", Type: "uint256"}, {Name: "nonce", Type: "uint256"}},
		},
		PrimaryType: "SetAttribute",
		Domain:      apitypes.TypedDataDomain{Name: "AgentSite DIDRegistry", Version: "1", ChainId: math.NewHexOrDecimal256(1337), VerifyingContract: e.registry.Hex()},
		Message: apitypes.TypedDataMessage{
			"identity": id.Hex(), "name": hexutil.Encode(b32ToSlice(b32("did/svc/Web"))), "value": hexutil.Encode(value),
			"validity": "3600", "nonce": "1",
		},
	}
	digest, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		t.Fatal(err)
	}
	sig, err = crypto.Sign(digest, keys[0])
	if err != nil {
		t.Fatal(err)
	}
	sig[64] += 27
	e.do(relayer, didRegistryABI.PackSetAttributeTyped(id, b32("did/svc/Web"), value, big.NewInt(3600), sig))
	web := e.resolve(did).Document.ServicesByType("Web")
	if len(web) != 1 || web[0].Endpoint() != "https://agent.example" {
		t.Fatalf("EIP-712 signed service not resolved: %+v", web)
	}
}

func b32ToSlice(b [32]byte) []byte { return b[:] }

// prunedNode is the simulated client with the logs of one block missing, as a node without
// old logs would answer.
type prunedNode struct {
	simulated.Client
	missing uint64
}

func (p prunedNode) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	if q.FromBlock != nil && q.FromBlock.Uint64() == p.missing {
		return nil, nil
	}
	return p.Client.FilterLogs(ctx, q)
}

func TestResolverErrors(t *testing.T) {
	keys := mustKeys(t, 1)
	e := newRegistryEnv(t, keys...)
	id := crypto.PubkeyToAddress(keys[0].PublicKey)
	did := formatEthrDID(big.NewInt(1337), id)
	e.do(keys[0], didRegistryABI.PackSetAttribute(id, b32("did/svc/X"), []byte("x"), big.NewInt(60)))
	head, _ := e.client.BlockNumber(context.Background())
	ctx := context.Background()

	noCode, _ := NewResolver(e.client, DefaultResolverConfig(big.NewInt(1337), common.HexToAddress("0xdead")))
	pruned, _ := NewResolver(prunedNode{e.client, head}, DefaultResolverConfig(big.NewInt(1337), e.registry))
	tiny := DefaultResolverConfig(big.NewInt(1337), e.registry)
	tiny.MaxEvents = 1
	e.do(keys[0], didRegistryABI.PackSetAttribute(id, b32("did/svc/Y"), []byte("y"), big.NewInt(60)))
	short, _ := NewResolver(e.client, tiny)

	tests := []struct {
		name string
		r    *Resolver
		did  string
		want error
	}{
		{"invalid DID", e.resolver, "did:ethr:nope", ErrInvalidDID},
		{"other chain", e.resolver, formatEthrDID(big.NewInt(1), id), ErrUnknownNetwork},
		{"no registry contract", noCode, did, ErrNoRegistry},
		{"logs missing", pruned, did, ErrHistoryUnavailable},
		{"history too long", short, did, ErrHistoryTooLong},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := tt.r.Resolve(ctx, tt.did); !errors.Is(err, tt.want) {
				t.Fatalf("Resolve = %v, want %v", err, tt.want)
			}
		})
	}
	if _, err := e.resolver.ResolveAt(ctx, did, head+100); err == nil {
		t.Fatal("ResolveAt a future block succeeded")
	}
	for _, cfg := range []ResolverConfig{
		{ChainID: nil, Registry: e.registry, MaxEvents: 1},
		{ChainID: big.NewInt(1337), MaxEvents: 1},
		{ChainID: big.NewInt(1337), Registry: e.registry},
	} {
		if _, err := NewResolver(e.client, cfg); !errors.Is(err, ErrInvalidResolverConfig) {
			t.Fatalf("NewResolver(%+v) = %v", cfg, err)
		}
	}
	if _, err := NewResolver(nil, DefaultResolverConfig(big.NewInt(1337), e.registry)); !errors.Is(err, ErrInvalidResolverConfig) {
		t.Fatalf("NewResolver(nil) = %v", err)
	}
}
