package main

import (
	"context"
	"fmt"
	"strconv"
	"text/tabwriter"
	"time"

	"github.com/agentsite/agentsite/node/apitypes"

	"github.com/agentsite/agentsite/identity"
)

// The commands that read the node itself: its status and its DIDs.
var (
	cmdStatus = &command{
		name: "status", summary: "show the node: peer, account, balance, agents, contracts",
		action: fresh[status],
	}
	cmdDIDShow = &command{
		name: "did show", summary: "show the DIDs of the node and its agents",
		action: fresh[didShow],
	}
	cmdDIDResolve = &command{
		name: "did resolve", args: "<did>", summary: "resolve a did:ethr DID to its DID document (from the DIDRegistry's log)",
		action: fresh[didResolve],
	}
)

type status struct{ noFlags }

func (status) run(ctx context.Context, e *env, args []string) error {
	if len(args) > 0 {
		return errUsage
	}
	var res struct {
		Node apitypes.Status `json:"node"`
	}
	if err := e.call(ctx, "node.status", nil, &res); err != nil {
		return err
	}
	st := res.Node
	if e.asJSON {
		return e.printJSON(st)
	}
	fmt.Fprintf(e.stdout, "node     %s  (peer %s, %d peers)\naccount  %s  %s ETH\nchain    %d\n", st.Name, st.PeerID, st.Peers, st.Account, st.Balance, st.ChainID)
	for _, a := range st.Addrs {
		fmt.Fprintf(e.stdout, "listen   %s\n", a)
	}
	tw := tabwriter.NewWriter(e.stdout, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "\nAGENT\tAGENT ID\tHEALTHY\tDID")
	for _, a := range st.Agents {
		id := "-"
		if a.AgentID != 0 {
			id = strconv.FormatUint(a.AgentID, 10)
		}
		fmt.Fprintf(tw, "%s\t%s\t%v\t%s\n", a.Name, id, a.Healthy, a.DID)
	}
	_ = tw.Flush()
	fmt.Fprintf(e.stdout, "\nopen jobs %d, chat rooms %v\n", st.OpenJobs, st.ChatRooms)
	return nil
}

type didShow struct{ noFlags }

func (didShow) run(ctx context.Context, e *env, _ []string) error {
	return e.callPrint(ctx, "did.show", nil)
}

type didResolve struct{ noFlags }

func (didResolve) run(ctx context.Context, e *env, args []string) error {
	if len(args) != 1 {
		return errUsage
	}
	if _, err := identity.ParseDID(args[0]); err != nil {
		return err
	}
	return e.callPrint(ctx, "did.resolve", map[string]string{"did": args[0]})
}

// seenAgo says how long ago an agent's node was last seen: "now" under a second, "-" if never.
func seenAgo(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	if d := time.Since(t).Round(time.Second); d >= time.Second {
		return d.String() + " ago"
	}
	return "now"
}
