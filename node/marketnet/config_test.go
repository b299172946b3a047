package marketnet_test

import (
	"testing"

	"github.com/agentsite/agentsite/node/marketnet"
)

// The defaults pass; a claim intent setting that cannot work is refused, by NewIntents too.
func TestConfigRefusesBadIntentSettings(t *testing.T) {
	if err := marketnet.DefaultConfig().Validate(); err != nil {
		t.Fatalf("defaults refused: %v", err)
	}
	for name, edit := range map[string]func(*marketnet.Config){
		"no rivals":        func(c *marketnet.Config) { c.IntentRivals = 0 },
		"no hint rate":     func(c *marketnet.Config) { c.IntentHintRate = 0 },
		"negative hints":   func(c *marketnet.Config) { c.IntentHintBurst = -1 },
		"no poll":          func(c *marketnet.Config) { c.IntentPoll = 0 },
		"negative slack":   func(c *marketnet.Config) { c.IntentSlack = -1 },
		"no fallback time": func(c *marketnet.Config) { c.IntentFallback = 0 },
	} {
		t.Run(name, func(t *testing.T) {
			c := marketnet.DefaultConfig()
			edit(&c)
			if err := c.Validate(); err == nil {
				t.Fatal("accepted")
			}
			if _, err := marketnet.NewIntents(c, marketnet.IntentDeps{}); err == nil {
				t.Fatal("NewIntents accepted it")
			}
		})
	}
}
