package devnet

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"math/big"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
)

func TestDevnetDemoBountyPaid(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	var out bytes.Buffer
	cfg := DefaultConfig(t.TempDir())
	cfg.APIPort, cfg.ChainPort, cfg.Out = 0, 0, &out
	if testing.Verbose() {
		cfg.Logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	}
	d, err := Start(ctx, cfg)
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	defer d.Close()
	rep, err := d.RunDemo(ctx)
	t.Log("\n" + out.String())
	if err != nil {
		t.Fatal(err)
	}
	if rep.FinalStatus != escrow.StatusAccepted {
		t.Fatalf("demo bounty ended %s", rep.FinalStatus)
	}
	want := new(big.Int).Div(new(big.Int).Mul(rep.Reward, big.NewInt(99)), big.NewInt(100)) // 1% fee
	if rep.Paid == nil || rep.Paid.Cmp(want) != 0 {
		t.Fatalf("agent wallet received %v, want %s", rep.Paid, want)
	}
	if rep.Reputation == 0 || len(rep.Output) == 0 {
		t.Fatalf("report %+v", rep)
	}
	var sum struct{ Sentences []string }
	if err := json.Unmarshal(rep.Output, &sum); err != nil || len(sum.Sentences) != 2 {
		t.Fatalf("summary %s (%v), want two sentences", rep.Output, err)
	}
	for _, s := range sum.Sentences {
		if !strings.Contains(demoText, s) {
			t.Fatalf("summary sentence %q is not from the text", s)
		}
	}
}
