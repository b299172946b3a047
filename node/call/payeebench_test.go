package call

import (
	"context"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
)

// BenchmarkPayeeCharge measures the payee's part of a paid call alone, as the server runs it:
// ChannelPayee.Charge (the terms, the voucher's check through paychan.Client and Checker)
// and its settle once the call is answered (the voucher saved to the node's LogStore), with
// word vouchers of 256-word chains from a known caller, each chain's commitment verified once
// (cpu-ns/op counts the process's CPU, the chains' making included: ~0.3 µs a call):
//
//	go test -run '^$' -bench PayeeCharge -benchmem ./node/call/
func BenchmarkPayeeCharge(b *testing.B) { benchPayeeCharge(b, false) }

// BenchmarkPayeeChargeCompact is BenchmarkPayeeCharge with compact payments (a chain's first
// word in full with its commitment, the next ones by the channel's id: ChainWord), as a paying
// node sends them once the payee holds the chain.
func BenchmarkPayeeChargeCompact(b *testing.B) { benchPayeeCharge(b, true) }

func benchPayeeCharge(b *testing.B, compact bool) {
	key, err := identity.GenerateKey()
	if err != nil {
		b.Fatal(err)
	}
	d := paychan.Domain{ChainID: 1337, Contract: common.HexToAddress("0xc0")}
	payee := common.HexToAddress("0xbee")
	store, err := paychan.OpenLogStore(filepath.Join(b.TempDir(), "channels.log"), false)
	if err != nil {
		b.Fatal(err)
	}
	defer store.Close()
	now := time.Unix(1_800_000_000, 0)
	chk, err := paychan.NewChecker(d, payee, store, func() time.Time { return now })
	if err != nil {
		b.Fatal(err)
	}
	ch := paychan.Channel{Payer: key.Address(), Payee: payee, Signer: key.Address()}
	if err := chk.Track(ch, paychan.MaxAmount, new(big.Int), 0); err != nil {
		b.Fatal(err)
	}
	p := NewChannelPayee(paychan.NewClient(nil, d.Contract), d, map[string]PaidAgent{"echo": {Price: Price{Amount: testPrice}, Payee: payee, Checker: chk}})
	ctx := context.WithValue(context.Background(), callerKey{}, Caller{DID: identity.DID{ChainID: 1337, Address: key.Address()}})
	id, sep, secret := ch.ID(d.Separator()), d.Separator(), paychan.ChainSecret(key)
	const length = paychan.DefaultChainLength
	var c *paychan.Chain
	pay := func(i int) *Payment {
		j := uint32(i % length)
		if j == 0 {
			if c, err = paychan.NewChain(secret, id, 0, new(big.Int).Mul(testPrice, big.NewInt(int64(i))), testPrice, length); err != nil {
				b.Fatal(err)
			}
			if err := c.Sign(sep, key); err != nil {
				b.Fatal(err)
			}
		}
		v := c.Voucher(j+1, j == 0)
		if compact && j > 0 {
			return &Payment{Word: &ChainWord{Channel: id, Word: v.Word.Word, Index: v.Word.Index}}
		}
		return &Payment{Channel: ch, Voucher: v}
	}
	pays, made := make([]*Payment, 4*length), 0
	fill := func() {
		for j := range pays {
			pays[j] = pay(made)
			made++
		}
	}
	fill()
	charge := func(pay *Payment) {
		settle, e := p.Charge(ctx, "echo", pay)
		if e != nil {
			b.Fatal(e)
		}
		if err := settle(true); err != nil {
			b.Fatal(err)
		}
	}
	for _, pay := range pays[:length] { // the caller known, its first chain's commitment verified
		charge(pay)
	}
	b.ReportAllocs()
	b.ResetTimer()
	i, start, n := length, cpuTime(), 0
	for b.Loop() {
		if i == len(pays) { // the next chains (their commitments verified once each)
			b.StopTimer()
			fill()
			i = 0
			b.StartTimer()
		}
		charge(pays[i])
		i++
		n++
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(n), "cpu-ns/op") // the process's: GC and the chains made too
}
