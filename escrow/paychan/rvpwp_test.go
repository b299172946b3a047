package paychan_test

import (
	"math/big"
	"path/filepath"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// indexRef is Chain.Index by the spec's rule in big numbers: amount = base + index*unit,
// 0 <= index <= length.
func indexRef(k paychan.Commit, amount *big.Int) (uint32, bool) {
	d := new(big.Int).Sub(amount, k.Base)
	if d.Sign() < 0 {
		return 0, false
	}
	q, m := new(big.Int).QuoRem(d, k.Unit, new(big.Int))
	if m.Sign() != 0 || !q.IsUint64() || q.Uint64() > uint64(k.Length) {
		return 0, false
	}
	return uint32(q.Uint64()), true
}

// Review rvpwp: Chain.Index divides in 64 bits when the amounts fit; at the edges of 64 bits
// (a base or an amount just under or over 2^64, a unit that makes base + length*unit pass it,
// amounts off the chain by one) it agrees with the big-number rule.
func TestRvpwpChainIndexEdges(t *testing.T) {
	two64 := new(big.Int).Lsh(big.NewInt(1), 64)
	max64 := new(big.Int).Sub(two64, big.NewInt(1))
	var secret common.Hash
	secret[0] = 7
	bases := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(1e12), new(big.Int).Sub(max64, big.NewInt(5)), max64, two64, new(big.Int).Add(two64, big.NewInt(3))}
	units := []*big.Int{big.NewInt(1), big.NewInt(3), big.NewInt(1e12), new(big.Int).Rsh(max64, 2), max64, two64}
	for _, base := range bases {
		for _, unit := range units {
			for _, length := range []uint32{1, 4} {
				c, err := paychan.NewChain(secret, common.Hash{1}, 0, base, unit, length)
				if err != nil {
					t.Fatal(err)
				}
				var amounts []*big.Int
				for i := int64(-1); i <= int64(length)+1; i++ {
					a := new(big.Int).Add(base, new(big.Int).Mul(unit, big.NewInt(i)))
					amounts = append(amounts, a, new(big.Int).Add(a, big.NewInt(1)), new(big.Int).Sub(a, big.NewInt(1)))
				}
				amounts = append(amounts, max64, two64, big.NewInt(0))
				for _, a := range amounts {
					if a.Sign() < 0 {
						continue
					}
					gi, gok := c.Index(a)
					wi, wok := indexRef(c.Commit, a)
					if gi != wi || gok != wok {
						t.Fatalf("base %s unit %s length %d amount %s: Index %d %v, rule %d %v", base, unit, length, a, gi, gok, wi, wok)
					}
				}
			}
		}
	}
}

// Review rvpwp: takeFlight, Resolve and the word's commitment update a channel's record in
// place under the payer's lock, and NextWord's voucher shares the record's amount in flight.
// Calls on several channels beside readers of the records (Channels for the web and the CLI,
// Channel, Settings, Settlement, Flush saving them) race on nothing (go test -race), a
// snapshot taken earlier keeps its amounts, and every voucher handed out keeps the amount it
// had (nothing the record does later changes it).
func TestRvpwpRecordsInPlaceConcurrent(t *testing.T) {
	s, err := paychan.OpenLogStore(filepath.Join(t.TempDir(), "channels.log"), false)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	key := newKey(t)
	p, err := paychan.NewPayer(testDomain, key, s, paychan.WithChainLength(8))
	if err != nil {
		t.Fatal(err)
	}
	var ids []common.Hash
	for i := 0; i < 4; i++ {
		id, err := p.Add(paychan.Channel{Payer: key.Address(), Payee: common.HexToAddress("0xbee"), Signer: key.Address(), Salt: common.Hash{byte(i)}}, eth(1000))
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	snap := p.Channels()
	price := big.NewInt(1e12)
	const calls = 60
	type issued struct {
		v    paychan.Voucher
		want string
	}
	out := make([][]issued, len(ids))
	var wg sync.WaitGroup
	for ci, id := range ids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < calls; i++ {
				next := p.NextWord
				if i%7 == 3 {
					next = p.Next // a voucher above the chain: the next word starts a chain
				}
				v, err := next(id, price)
				if err != nil {
					t.Error(err)
					return
				}
				out[ci] = append(out[ci], issued{v, v.Amount.String()})
				switch i % 5 {
				case 1:
					err = p.Resolve(id, false) // unanswered: the same amount again next
				case 2:
					err = p.Refused(id)
				default:
					err = p.Resolve(id, true)
				}
				if err != nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	stop := make(chan struct{})
	var readers sync.WaitGroup
	readers.Add(1)
	go func() {
		defer readers.Done()
		for {
			select {
			case <-stop:
				return
			default:
			}
			for _, c := range p.Channels() {
				_ = c.Answered.String()
				if c.InFlight != nil {
					_ = c.InFlight.Cmp(c.Answered)
				}
				if c.Chain != nil {
					_ = c.Chain.Base.String()
				}
			}
			for _, id := range ids {
				if c, ok := p.Channel(id); ok && c.Unresolved != nil {
					_ = c.Unresolved.String()
				}
				_, _ = p.Settings(id)
				_ = p.Settlement(id)
			}
			if err := p.Flush(); err != nil {
				t.Error(err)
				return
			}
		}
	}()
	wg.Wait()
	close(stop)
	readers.Wait()
	for _, c := range snap {
		if c.Answered.Sign() != 0 || c.InFlight != nil {
			t.Fatalf("a snapshot taken before the calls changed: answered %s, in flight %v", c.Answered, c.InFlight)
		}
	}
	for ci, vs := range out {
		for i, is := range vs {
			if got := is.v.Amount.String(); got != is.want {
				t.Fatalf("channel %d, voucher %d: amount %s when handed out, %s now", ci, i, is.want, got)
			}
		}
	}
	// The records agree with the calls answered: each channel's answered amount is what its
	// last answered voucher said (a refusal or an unanswered call moves nothing, a repeated
	// unanswered amount is guessed answered).
	if err := p.Flush(); err != nil {
		t.Fatal(err)
	}
	p2, err := paychan.NewPayer(testDomain, key, s)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		a, _ := p.Channel(id)
		b, _ := p2.Channel(id)
		if a.Answered.Cmp(b.Answered) != 0 || a.Calls != b.Calls {
			t.Fatalf("channel %s: %s in %d calls in memory, %s in %d saved", id.Hex(), a.Answered, a.Calls, b.Answered, b.Calls)
		}
	}
}

// Review rvpwp, finding 3: a call that starts a new chain saves its record with the chain's
// commitment after deriving and signing the chain outside the payer's lock, and it wrote back
// the whole record as it was when the call was taken: a top-up recorded meanwhile (Add: the
// CLI's `channel topup`, a lane's top-up, Reconcile) was undone in memory and on disk, the
// channel refusing calls for want of a deposit it had. The commitment alone is now set on the
// record as it stands. Chains of length 1 make every call start one; the top-ups run beside.
func TestRvpwpTopUpBesideANewChain(t *testing.T) {
	s, err := paychan.OpenLogStore(filepath.Join(t.TempDir(), "channels.log"), false)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	key := newKey(t)
	p, err := paychan.NewPayer(testDomain, key, s, paychan.WithChainLength(1))
	if err != nil {
		t.Fatal(err)
	}
	ch := paychan.Channel{Payer: key.Address(), Payee: common.HexToAddress("0xbee"), Signer: key.Address()}
	dep := eth(1000)
	id, err := p.Add(ch, dep)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		for i := 0; i < 1000; i++ {
			if _, err := p.NextWord(id, big.NewInt(1e12)); err != nil {
				done <- err
				return
			}
			if err := p.Resolve(id, true); err != nil {
				done <- err
				return
			}
		}
		done <- nil
	}()
	for running := true; running; {
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
			running = false
		default:
			dep = new(big.Int).Add(dep, big.NewInt(1))
			if _, err := p.Add(ch, dep); err != nil {
				t.Fatal(err)
			}
		}
	}
	if c, _ := p.Channel(id); c.Deposited.Cmp(dep) != 0 {
		t.Fatalf("deposit %s in memory after top-ups to %s", c.Deposited, dep)
	}
	if err := p.Flush(); err != nil {
		t.Fatal(err)
	}
	p2, err := paychan.NewPayer(testDomain, key, s)
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := p2.Channel(id); c.Deposited.Cmp(dep) != 0 {
		t.Fatalf("deposit %s saved after top-ups to %s", c.Deposited, dep)
	}
}
