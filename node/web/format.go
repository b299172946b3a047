package web

import (
	"html/template"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/units"
)

// funcs are the templates' helpers: amounts with their symbols, short ids, times.
var funcs = template.FuncMap{
	"eth":   func(v *big.Int) string { return fmtBig(v, units.FormatETH) },
	"stake": func(v *big.Int) string { return fmtBig(v, units.FormatStake) },
	"stakeString": func(s string) string {
		v, ok := new(big.Int).SetString(s, 10)
		if !ok {
			return "none"
		}
		return units.FormatStake(v)
	},
	"ethString": func(s string) string {
		v, ok := new(big.Int).SetString(s, 10)
		if !ok {
			return s
		}
		return units.FormatETH(v)
	},
	"short": short,
	"gwei": func(wei string) string {
		v, ok := new(big.Rat).SetString(wei)
		if !ok {
			return wei
		}
		return v.Quo(v, big.NewRat(1e9, 1)).FloatString(3) + " gwei"
	},
	"ago": ago,
	"when": func(t time.Time) string {
		if t.IsZero() {
			return ""
		}
		return t.Local().Format("2006-01-02 15:04:05")
	},
	"join":  strings.Join,
	"pct":   func(f float64) int { return int(f + 0.5) },
	"add":   func(a, b int) int { return a + b },
	"sub":   func(a, b int) int { return a - b },
	"add64": func(v int64) int64 { return v + 1 },
	"wei":   weiETH,
	// The views' figures as a person reads them.
	"rewardText": rewardText,
	"teamDone":   teamDone,
	"teamSpent":  teamSpent,
	"teamState":  teamState,
	"teamAnswer": teamAnswer,
	"address":    address,
	"amountIn":   amountIn,
	"inToken":    units.Tokens.FormatPrice, // a card price for people
}

// address is an account as the API's JSON spells it (lower-case hex).
func address(a common.Address) string { return strings.ToLower(a.Hex()) }

func fmtBig(v *big.Int, f func(*big.Int) string) string {
	if v == nil {
		return f(new(big.Int))
	}
	return f(v)
}

// short abbreviates a long id (address, DID, peer id) as its head and tail.
func short(s string) string {
	if len(s) <= 16 {
		return s
	}
	if i := strings.LastIndex(s, ":"); i > 0 && len(s)-i > 12 { // a DID: keep the method
		return s[:i+1] + s[i+1:i+7] + "…" + s[len(s)-4:]
	}
	return s[:8] + "…" + s[len(s)-4:]
}

// ago says how long before now t was, coarsely.
func ago(t time.Time) string {
	d := time.Since(t)
	switch {
	case t.IsZero():
		return ""
	case d < 0:
		return "in " + (-d).Round(time.Second).String()
	case d < time.Minute:
		return "just now"
	case d < time.Hour:
		return (d / time.Minute * time.Minute).String() + " ago"
	default:
		return (d / time.Hour * time.Hour).String() + " ago"
	}
}

// parsePages builds every page as the layout with its own content template.
func parsePages() map[string]*template.Template {
	base := template.Must(template.New("").Funcs(funcs).ParseFS(templateFS, "templates/layout.html", "templates/parts.html"))
	out := map[string]*template.Template{}
	for _, name := range []string{"login", "hub", "agent", "board", "bounty", "mine", "chat", "wallet", "teams", "team"} {
		out[name] = template.Must(template.Must(base.Clone()).ParseFS(templateFS, "templates/"+name+".html"))
	}
	return out
}
