package call

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/multiformats/go-multiaddr"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/agents"
	"github.com/agentsite/agentsite/node/runtime"
)

// payeeProcEnv, when set, makes this test binary the payee node of
// BenchmarkPaidEchoTwoProcesses: its value is the JSON of payeeProc.
const payeeProcEnv = "AGENTSITE_BENCH_PAYEE"

// payeeProc is what the child payee node is told: the chain, the contract, its key, its log.
type payeeProc struct {
	RPC      string         `json:"rpc"`
	ChainID  uint64         `json:"chainId"`
	Contract common.Address `json:"contract"`
	Key      string         `json:"key"`
	Dir      string         `json:"dir"`
}

func init() {
	if v := os.Getenv(payeeProcEnv); v != "" {
		if err := servePayee(v); err != nil {
			fmt.Fprintln(os.Stderr, "payee:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
}

// servePayee runs the payee node of the two-process benchmark until its stdin closes: the
// runtime's echo ("echo" at testPrice, "free"), a checker on its own log, a call server on a
// loopback libp2p host whose ID and address it prints first.
func servePayee(spec string) error {
	var p payeeProc
	if err := json.Unmarshal([]byte(spec), &p); err != nil {
		return err
	}
	ctx := context.Background()
	cl, err := ethclient.Dial(p.RPC)
	if err != nil {
		return err
	}
	pk, err := crypto.HexToECDSA(p.Key)
	if err != nil {
		return err
	}
	key := identity.NewKey(pk)
	s, err := chain.NewSender(ctx, chain.DefaultConfig(), cl, key, deploy.RevertDecoder(), nil)
	if err != nil {
		return err
	}
	domain := paychan.Domain{ChainID: p.ChainID, Contract: p.Contract}
	store, err := paychan.OpenLogStore(filepath.Join(p.Dir, "channels.log"), false)
	if err != nil {
		return err
	}
	defer store.Close()
	chk, err := paychan.NewChecker(domain, key.Address(), store, time.Now)
	if err != nil {
		return err
	}
	rt, err := runtime.New(runtime.Config{Agents: []runtime.AgentConfig{
		{Name: "echo", Kind: runtime.KindBuiltin, MaxConcurrent: 128},
		{Name: "free", Kind: runtime.KindBuiltin, Builtin: "echo", MaxConcurrent: 128},
	}}, runtime.Options{Logger: quiet(), Builtins: agents.Factories()})
	if err != nil {
		return err
	}
	if err := rt.Start(ctx); err != nil {
		return err
	}
	defer rt.Close()
	h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		return err
	}
	defer h.Close()
	payee := NewChannelPayee(paychan.NewClient(s, p.Contract), domain,
		map[string]PaidAgent{"echo": {Price: Price{Amount: testPrice}, Payee: key.Address(), Checker: chk}})
	srv, err := NewServer(h, rt, benchConfig(false), Options{Logger: quiet(), Payee: payee})
	if err != nil {
		return err
	}
	if err := srv.Start(ctx); err != nil {
		return err
	}
	defer srv.Close()
	fmt.Printf("%s %s\n", h.ID(), h.Addrs()[0])
	_, _ = bufio.NewReader(os.Stdin).ReadString('\n') // until the parent ends
	return nil
}

// startPayeeProc starts the payee node of r's chain in a child process and connects r's
// client host to it; it returns the child's peer ID.
func startPayeeProc(b *testing.B, r *paidRig, payeeKey *ecdsa.PrivateKey) peer.ID {
	b.Helper()
	spec, _ := json.Marshal(payeeProc{RPC: r.dc.HTTPURL(), ChainID: r.domain.ChainID, Contract: r.domain.Contract,
		Key: common.Bytes2Hex(crypto.FromECDSA(payeeKey)), Dir: b.TempDir()})
	cmd := exec.Command(os.Args[0], "-test.run", "^$")
	cmd.Env = append(os.Environ(), payeeProcEnv+"="+string(spec))
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		b.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { in.Close(); _ = cmd.Wait() })
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		b.Fatalf("payee process: %v", err)
	}
	f := strings.Fields(line)
	if len(f) != 2 {
		b.Fatalf("payee process said %q", line)
	}
	id, err := peer.Decode(f[0])
	if err != nil {
		b.Fatal(err)
	}
	ma, err := multiaddr.NewMultiaddr(f[1])
	if err != nil {
		b.Fatal(err)
	}
	if err := r.client.Connect(context.Background(), peer.AddrInfo{ID: id, Addrs: []multiaddr.Multiaddr{ma}}); err != nil {
		b.Fatal(err)
	}
	return id
}

// BenchmarkPaidEchoTwoProcesses is BenchmarkPaidEcho/paired with the payee node in a process
// of its own (this test binary run again), as two nodes are deployed: each has its own
// scheduler, so neither side's goroutines wait on the other's processors.
//
//	go test -run '^$' -bench PaidEchoTwoProcesses -benchtime 40000x ./node/call/
func BenchmarkPaidEchoTwoProcesses(b *testing.B) {
	r := newPaidRig(b, benchConfig(false), benchConfig(false))
	r.policy.Lanes, r.policy.DepositCalls = 32, 20_000
	r.startPayer(b)
	pid := startPayeeProc(b, r, r.payeeKeyECDSA)
	input := json.RawMessage(`{"message":"hello, agent","n":42}`)
	ctx := context.Background()
	call := func(agent string) func() error {
		return func() error {
			out, err := r.paying.Call(ctx, pid, agent, "echo", input, nil)
			if err == nil && len(out) != len(input) {
				err = fmt.Errorf("got %s", out)
			}
			return err
		}
	}
	for _, conc := range []int{1, 32} {
		b.Run(fmt.Sprintf("paired/callers=%d", conc), func(b *testing.B) { measurePair(b, conc, call("free"), call("echo")) })
	}
}
