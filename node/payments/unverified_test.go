package payments

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// TestConfigUnverified reads `unverified` from config.json: absent is the default, 0 is kept
// (every voucher verified before its call), and values outside 0..MaxUnverified are refused.
func TestConfigUnverified(t *testing.T) {
	for _, c := range []struct {
		json string
		want int
	}{
		{`{}`, paychan.DefaultUnverified},
		{`{"unverified":0}`, 0},
		{`{"unverified":3}`, 3},
		{`{"unverified":1024}`, MaxUnverified},
	} {
		var cfg Config
		if err := json.Unmarshal([]byte(c.json), &cfg); err != nil {
			t.Fatal(err)
		}
		if err := cfg.Validate(); err != nil {
			t.Fatalf("%s: %v", c.json, err)
		}
		if got := cfg.UnverifiedCalls(); got != c.want {
			t.Fatalf("%s: unverified %d, want %d", c.json, got, c.want)
		}
	}
	for _, bad := range []string{`{"unverified":-1}`, `{"unverified":1025}`} {
		var cfg Config
		if err := json.Unmarshal([]byte(bad), &cfg); err != nil {
			t.Fatal(err)
		}
		if err := cfg.Validate(); err == nil || !strings.Contains(err.Error(), "unverified") {
			t.Fatalf("%s: got %v, want an error naming unverified", bad, err)
		}
	}
}
