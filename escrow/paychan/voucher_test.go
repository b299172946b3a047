package paychan_test

import (
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/escrow/paychan"
)

func TestVerify(t *testing.T) {
	signer := newKey(t)
	sep := testDomain.Separator()
	ch := paychan.Channel{Payer: signer.Address(), Payee: common.HexToAddress("0xbee"), Signer: signer.Address()}
	id := ch.ID(sep)
	good, err := paychan.Sign(sep, id, eth(5), signer)
	if err != nil {
		t.Fatal(err)
	}
	otherChain := paychan.Domain{ChainID: 1, Contract: testDomain.Contract}.Separator()
	otherContract := paychan.Domain{ChainID: 1337, Contract: common.HexToAddress("0x1")}.Separator()
	lowV := append([]byte(nil), good.Sig...)
	lowV[64] -= 27
	highS := append([]byte(nil), good.Sig...)
	n := crypto.S256().Params().N
	s := new(big.Int).Sub(n, new(big.Int).SetBytes(highS[32:64]))
	copy(highS[32:64], common.LeftPadBytes(s.Bytes(), 32))
	highS[64] ^= 1
	tests := []struct {
		name string
		sep  common.Hash
		v    paychan.Voucher
		who  common.Address
		want error
	}{
		{"good", sep, good, signer.Address(), nil},
		{"another signer", sep, good, newKey(t).Address(), paychan.ErrBadSignature},
		{"amount changed", sep, paychan.Voucher{Channel: id, Amount: eth(6), Sig: good.Sig}, signer.Address(), paychan.ErrBadSignature},
		{"another channel", sep, paychan.Voucher{Channel: common.Hash{1}, Amount: eth(5), Sig: good.Sig}, signer.Address(), paychan.ErrBadSignature},
		{"another chain", otherChain, good, signer.Address(), paychan.ErrBadSignature},
		{"another contract", otherContract, good, signer.Address(), paychan.ErrBadSignature},
		{"short signature", sep, paychan.Voucher{Channel: id, Amount: eth(5), Sig: good.Sig[:64]}, signer.Address(), paychan.ErrBadSignature},
		{"v as 0 or 1 (the contract refuses it)", sep, paychan.Voucher{Channel: id, Amount: eth(5), Sig: lowV}, signer.Address(), paychan.ErrBadSignature},
		{"high s", sep, paychan.Voucher{Channel: id, Amount: eth(5), Sig: highS}, signer.Address(), paychan.ErrBadSignature},
		{"zero amount", sep, paychan.Voucher{Channel: id, Amount: new(big.Int), Sig: good.Sig}, signer.Address(), paychan.ErrBadAmount},
		{"nil amount", sep, paychan.Voucher{Channel: id, Sig: good.Sig}, signer.Address(), paychan.ErrBadAmount},
		{"over 2^96", sep, paychan.Voucher{Channel: id, Amount: new(big.Int).Lsh(big.NewInt(1), 96), Sig: good.Sig}, signer.Address(), paychan.ErrBadAmount},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := paychan.Verify(tt.sep, tt.v, tt.who)
			if !errors.Is(err, tt.want) || (tt.want == nil) != (err == nil) {
				t.Fatalf("Verify = %v, want %v", err, tt.want)
			}
		})
	}
}

func TestChannelIDBindsEverySetting(t *testing.T) {
	sep := testDomain.Separator()
	base := paychan.Channel{Payer: common.HexToAddress("0x1"), Payee: common.HexToAddress("0x2"),
		Token: common.HexToAddress("0x3"), Signer: common.HexToAddress("0x4"), Salt: common.Hash{5}}
	seen := map[common.Hash]string{base.ID(sep): "base"}
	for name, c := range map[string]paychan.Channel{
		"payer":  {Payer: common.HexToAddress("0x9"), Payee: base.Payee, Token: base.Token, Signer: base.Signer, Salt: base.Salt},
		"payee":  {Payer: base.Payer, Payee: common.HexToAddress("0x9"), Token: base.Token, Signer: base.Signer, Salt: base.Salt},
		"token":  {Payer: base.Payer, Payee: base.Payee, Token: common.HexToAddress("0x9"), Signer: base.Signer, Salt: base.Salt},
		"signer": {Payer: base.Payer, Payee: base.Payee, Token: base.Token, Signer: common.HexToAddress("0x9"), Salt: base.Salt},
		"salt":   {Payer: base.Payer, Payee: base.Payee, Token: base.Token, Signer: base.Signer, Salt: common.Hash{9}},
	} {
		id := c.ID(sep)
		if prev, dup := seen[id]; dup {
			t.Fatalf("changing %s gives the id of %s", name, prev)
		}
		seen[id] = name
	}
	if base.ID(paychan.Domain{ChainID: 1, Contract: testDomain.Contract}.Separator()) == base.ID(sep) {
		t.Fatal("the id does not bind the chain")
	}
}

// BenchmarkVerify is the payee's check of one voucher's signature (the EIP-712 digest and an
// ECDSA recovery): the bound is 100 µs of CPU.
func BenchmarkVerify(b *testing.B) {
	k := newKey(b)
	sep := testDomain.Separator()
	ch := paychan.Channel{Payer: k.Address(), Payee: common.HexToAddress("0xbee"), Signer: k.Address()}
	v, err := paychan.Sign(sep, ch.ID(sep), eth(1), k)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	start := cpuTime(b)
	for range b.N {
		if err := paychan.Verify(sep, v, k.Address()); err != nil {
			b.Fatal(err)
		}
	}
	reportCPU(b, start)
}

// FuzzVerify feeds arbitrary signatures and amounts (what a stranger's voucher carries) to the
// check: it must refuse them with an error, never panic, and accept only the signer's own.
func FuzzVerify(f *testing.F) {
	k, err := identityKeyFromSeed()
	if err != nil {
		f.Fatal(err)
	}
	sep := testDomain.Separator()
	id := common.Hash{7}
	good, err := paychan.Sign(sep, id, big.NewInt(1000), k)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good.Sig, big.NewInt(1000).Bytes())
	f.Add([]byte{}, []byte{1})
	f.Add(make([]byte, 65), []byte{0})
	f.Fuzz(func(t *testing.T, sig, amount []byte) {
		if len(sig) > 256 || len(amount) > 64 {
			return
		}
		v := paychan.Voucher{Channel: id, Amount: new(big.Int).SetBytes(amount), Sig: sig}
		err := paychan.Verify(sep, v, k.Address())
		if err == nil && (v.Amount.Cmp(big.NewInt(1000)) != 0 || string(sig) != string(good.Sig)) {
			t.Fatalf("accepted a voucher the key did not sign: amount %s sig %x", v.Amount, sig)
		}
	})
}

// Review finding 6: a voucher's amount was parsed whatever its length (a 1 MiB number costs
// ~1.7 s of CPU, in the payee's call server before any rate limit or check). A voucher
// decodes only with an amount of at most 80 characters; every valid voucher round-trips.
func TestReviewVoucherAmountBoundedBeforeParse(t *testing.T) {
	huge := []byte(`{"channel":"0x0000000000000000000000000000000000000000000000000000000000000001","amount":` +
		strings.Repeat("9", 10_000) + `,"sig":null}`)
	var v paychan.Voucher
	if err := json.Unmarshal(huge, &v); !errors.Is(err, paychan.ErrBadAmount) {
		t.Fatalf("a 10,000-digit amount decoded: %v", err)
	}
	w := paychan.Voucher{Channel: common.Hash{1}, Epoch: 3, Amount: paychan.MaxAmount, Sig: make([]byte, 65)}
	b, err := json.Marshal(w)
	if err != nil {
		t.Fatal(err)
	}
	var back paychan.Voucher
	if err := json.Unmarshal(b, &back); err != nil || back.Amount.Cmp(w.Amount) != 0 || back.Epoch != 3 || back.Channel != w.Channel || len(back.Sig) != 65 {
		t.Fatalf("round trip: %+v, %v", back, err)
	}
	var empty paychan.Voucher
	if err := json.Unmarshal([]byte(`{}`), &empty); err != nil || empty.Amount != nil {
		t.Fatalf("empty voucher: %+v, %v", empty, err)
	}
}
