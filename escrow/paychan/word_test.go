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

// The vectors below were computed with foundry's cast (keccak, abi-encode, concat-hex), an
// implementation independent of this package's.
func TestCommitDigestVector(t *testing.T) {
	sep := paychan.Domain{ChainID: 31337, Contract: common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3")}.Separator()
	if want := common.HexToHash("0x63382b4f9d697f966c6b718257b35b4848a7de57431429adae75dea8d9f0a394"); sep != want {
		t.Fatalf("separator %s, want %s", sep.Hex(), want.Hex())
	}
	id := common.HexToHash("0x1111111111111111111111111111111111111111111111111111111111111111")
	root := common.HexToHash("0x2222222222222222222222222222222222222222222222222222222222222222")
	got := paychan.CommitDigest(sep, id, 7, eth(1000), big.NewInt(1e14), 256, root)
	if want := common.HexToHash("0x753a9c6d938506d833e60c9a4e02004d4fdb35d1f812bae5a7ca347b97d45fcb"); got != want {
		t.Fatalf("CommitDigest %s, want %s", got.Hex(), want.Hex())
	}
}

func TestChainDerivationVector(t *testing.T) {
	key, err := identityKeyFromSeed()
	if err != nil {
		t.Fatal(err)
	}
	secret := paychan.ChainSecret(key)
	if want := common.HexToHash("0x657a8fc650ab853ee49a411586c59585c97f60537c7278ec3b5f7ed744b2f9a5"); secret != want {
		t.Fatalf("secret %s, want %s", secret.Hex(), want.Hex())
	}
	id := common.HexToHash("0x1111111111111111111111111111111111111111111111111111111111111111")
	c, err := paychan.NewChain(secret, id, 7, big.NewInt(5), big.NewInt(3), 3)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"0xe972aae13b8feed00e3149c0d48d083c71338d0f1735de9b02331fd4db371420",
		"0x64d44f8136a3cb69c105cbd71b8615c7824f1f9878b85928103ae293070b30f0",
		"0xa5435b29f3e1969f3bd1edd8595559304774880ba88fe77d8d111ef95de13714",
		"0xb1f18aec5825f0a36831ef673945665f5e9652ca5010f9c92a79ef19361d41a8",
	}
	for i, w := range want {
		if got := c.Word(uint32(i)); got != common.HexToHash(w) {
			t.Fatalf("word %d = %s, want %s", i, got.Hex(), w)
		}
	}
	if c.Commit.Root != common.HexToHash(want[0]) {
		t.Fatalf("root %s", c.Commit.Root.Hex())
	}
	if got := paychan.Walk(c.Word(3), 3); got != c.Commit.Root {
		t.Fatalf("Walk(word 3, 3) = %s, want the root", got.Hex())
	}
	// keccak256 of 32 zero bytes, the well-known value.
	if got := paychan.Walk(common.Hash{}, 1); got != common.HexToHash("0x290decd9548b62a8d60345a988386fc84ba6bc95484008f6362f93160ef3e563") {
		t.Fatalf("Walk(0, 1) = %s", got.Hex())
	}
	if paychan.Walk(common.Hash{9}, 0) != (common.Hash{9}) {
		t.Fatal("Walk of 0 steps changed the word")
	}
}

func TestChainIndex(t *testing.T) {
	c, err := paychan.NewChain(common.Hash{1}, common.Hash{2}, 0, big.NewInt(100), big.NewInt(10), 4)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		amount int64
		index  uint32
		ok     bool
	}{{100, 0, true}, {110, 1, true}, {140, 4, true}, {150, 0, false}, {105, 0, false}, {90, 0, false}} {
		i, ok := c.Index(big.NewInt(tt.amount))
		if ok != tt.ok || (ok && i != tt.index) {
			t.Fatalf("Index(%d) = %d, %v; want %d, %v", tt.amount, i, ok, tt.index, tt.ok)
		}
	}
	v := c.Voucher(2, false)
	if v.Word.Commit != nil || v.Amount.Int64() != 120 || v.Word.Word != c.Word(2) || v.Sig != nil {
		t.Fatalf("voucher without commitment: %+v", v)
	}
}

func TestVerifyWord(t *testing.T) {
	signer := newKey(t)
	sep := testDomain.Separator()
	id := paychan.Channel{Payer: signer.Address(), Payee: common.HexToAddress("0xbee"), Signer: signer.Address()}.ID(sep)
	c, err := paychan.NewChain(paychan.ChainSecret(signer), id, 2, eth(1), eth(1), 16)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Sign(sep, signer); err != nil {
		t.Fatal(err)
	}
	if err := paychan.VerifyCommit(sep, id, 2, &c.Commit, signer.Address()); err != nil {
		t.Fatalf("VerifyCommit: %v", err)
	}
	good := c.Voucher(5, true)
	other, err := paychan.NewChain(paychan.ChainSecret(signer), id, 2, eth(1), eth(2), 16)
	if err != nil {
		t.Fatal(err)
	}
	mut := func(f func(v *paychan.Voucher)) paychan.Voucher {
		v := c.Voucher(5, true)
		f(&v)
		return v
	}
	lowV := append([]byte(nil), c.Commit.Sig...)
	lowV[64] -= 27
	tests := []struct {
		name string
		v    paychan.Voucher
		who  common.Address
		want error
	}{
		{"good", good, signer.Address(), nil},
		{"root", c.Voucher(0, true), signer.Address(), nil},
		{"last", c.Voucher(16, true), signer.Address(), nil},
		{"another signer", good, newKey(t).Address(), paychan.ErrBadSignature},
		{"word of another chain", mut(func(v *paychan.Voucher) { v.Word.Word = other.Word(5) }), signer.Address(), paychan.ErrBadWord},
		{"index above length", mut(func(v *paychan.Voucher) { v.Word.Index = 17; v.Amount = eth(18) }), signer.Address(), paychan.ErrBadWord},
		{"amount not base+index*unit", mut(func(v *paychan.Voucher) { v.Amount = eth(7) }), signer.Address(), paychan.ErrBadAmount},
		{"forged commitment (root changed)", mut(func(v *paychan.Voucher) { v.Word.Commit.Root = other.Commit.Root; v.Word.Word = other.Word(5) }), signer.Address(), paychan.ErrBadSignature},
		{"another epoch", mut(func(v *paychan.Voucher) { v.Epoch = 3 }), signer.Address(), paychan.ErrBadSignature},
		{"another channel", mut(func(v *paychan.Voucher) { v.Channel = common.Hash{1} }), signer.Address(), paychan.ErrBadSignature},
		{"v 0 or 1", mut(func(v *paychan.Voucher) { v.Word.Commit.Sig = lowV }), signer.Address(), paychan.ErrBadSignature},
		{"length over the contract's", mut(func(v *paychan.Voucher) { v.Word.Commit.Length = paychan.MaxChainLength + 1 }), signer.Address(), paychan.ErrBadWord},
		{"zero unit", mut(func(v *paychan.Voucher) { v.Word.Commit.Unit = new(big.Int) }), signer.Address(), paychan.ErrBadAmount},
		{"no commitment", paychan.Voucher{Channel: id, Epoch: 2, Amount: eth(6), Word: &paychan.WordProof{Word: c.Word(5), Index: 5}}, signer.Address(), paychan.ErrNoChain},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := paychan.VerifyAny(sep, tt.v, tt.who)
			if !errors.Is(err, tt.want) || (tt.want == nil) != (err == nil) {
				t.Fatalf("VerifyAny = %v, want %v", err, tt.want)
			}
		})
	}
	if err := paychan.Verify(sep, good, signer.Address()); !errors.Is(err, paychan.ErrBadSignature) {
		t.Fatalf("Verify of a word voucher (no signature) = %v", err)
	}
}

func TestWordVoucherJSON(t *testing.T) {
	c, err := paychan.NewChain(common.Hash{1}, common.Hash{2}, 1, big.NewInt(100), big.NewInt(10), 4)
	if err != nil {
		t.Fatal(err)
	}
	c.Commit.Sig = crypto.Keccak256(nil)
	v := c.Voucher(3, true)
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var back paychan.Voucher
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.Word == nil || !back.Word.Commit.Same(v.Word.Commit) || back.Word.Word != v.Word.Word || back.Word.Index != 3 || back.Amount.Cmp(v.Amount) != 0 {
		t.Fatalf("round trip: %s -> %+v", b, back)
	}
	huge := `{"channel":"0x0000000000000000000000000000000000000000000000000000000000000002","amount":1,"sig":null,"word":{"commit":{"base":` +
		strings.Repeat("9", 1<<16) + `,"unit":1,"length":1,"root":"0x0000000000000000000000000000000000000000000000000000000000000000","sig":null},"word":"0x0000000000000000000000000000000000000000000000000000000000000000","index":1}}`
	if err := json.Unmarshal([]byte(huge), &back); !errors.Is(err, paychan.ErrBadAmount) {
		t.Fatalf("a 64 KiB base: %v", err)
	}
	plain, _ := json.Marshal(paychan.Voucher{Channel: common.Hash{2}, Amount: big.NewInt(1), Sig: []byte{1}})
	if strings.Contains(string(plain), "word") {
		t.Fatalf("an ECDSA voucher's JSON names a word: %s", plain)
	}
}
