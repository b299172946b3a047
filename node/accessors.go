package node

import (
	"context"
	"encoding/json"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/hiring"
	"github.com/agentsite/agentsite/node/marketnet"
	"github.com/agentsite/agentsite/node/team"
	"github.com/agentsite/agentsite/registry/discovery"
	"github.com/agentsite/agentsite/reputation"
)

// Account is the node's chain account (it posts bounties and owns the hosted agents).
func (n *Node) Account() common.Address { return n.nodeKey.Address() }

// PeerID is the node's libp2p identity.
func (n *Node) PeerID() peer.ID { return n.host.ID() }

// P2PAddrs are the node's full multiaddrs (with /p2p/<id>), for bootstrapping others.
func (n *Node) P2PAddrs() []string {
	var out []string
	for _, a := range n.host.Addrs() {
		out = append(out, a.String()+"/p2p/"+n.host.ID().String())
	}
	return out
}

// APIURL is the base URL of the node's API.
func (n *Node) APIURL() string { return "http://" + n.api.Addr() }

// Token is the API token.
func (n *Node) Token() string { return n.token }

// Market is the node's bounty market.
func (n *Node) Market() *escrow.Market { return n.market.Load() }

// Teams is the node's team engine (the teams it leads).
func (n *Node) Teams() *team.Engine { return n.teams }

// Hiring is the node's calls for bids: hired at once or chosen by a person.
func (n *Node) Hiring() *hiring.Hirer { return n.hirer }

// Escrow is the node's escrow client (its account).
func (n *Node) Escrow() *escrow.Client { return n.esc }

// Reputation is the node's reputation client.
func (n *Node) Reputation() *reputation.Client { return n.rep }

// Discovery is the node's discovery service.
func (n *Node) Discovery() *discovery.Discovery { return n.disc }

// Deployment is the contracts the node uses.
func (n *Node) Deployment() *deploy.Deployment { return n.dep }

// AgentID is a hosted agent's on-chain id, if registered.
func (n *Node) AgentID(name string) (uint64, bool) { id, ok := n.agentIDs[name]; return id, ok }

// AgentAddress is a hosted agent's address (its DID's, and its wallet).
func (n *Node) AgentAddress(name string) (common.Address, bool) {
	k, ok := n.agentKeys[name]
	if !ok {
		return common.Address{}, false
	}
	return k.Address(), true
}

// BountyPeers are the peers this node exchanges bounty announcements with.
func (n *Node) BountyPeers() []peer.ID { return n.ps.ListPeers(marketnet.BountyTopic) }

// BlobService is the market's blob protocol and transport (delivery counts for status pages).
func (n *Node) BlobService() *marketnet.Service { return n.net }

// Announcements is the bounty topic's validator (announcement counts).
func (n *Node) Announcements() *marketnet.Announcements { return n.ann }

// Intents coordinates this node's claims of open bounties (claim intent counts).
func (n *Node) Intents() *marketnet.Intents { return n.intents }

// Offers is the queue of bounties waiting to be offered to the market.
func (n *Node) Offers() *marketnet.Offers { return n.offers }

// Call calls skill of agent on the node peer the way every call from this node goes: paying
// a paid agent from the node's channels (payments), free agents as before.
func (n *Node) Call(ctx context.Context, p peer.ID, agent, skill string, input json.RawMessage) (json.RawMessage, error) {
	return n.caller().Call(ctx, p, agent, skill, input, nil)
}

// caller is what every call from this node goes through: the paying client when payments
// are on (it pays paid agents, free ones cost nothing more), else the plain call client.
func (n *Node) caller() call.Calls {
	if p := n.pay.Paying(); p != nil {
		return p
	}
	return n.callCli
}

// Channels lists the node's payment channels (channel.list); empty without payments.
func (n *Node) Channels() apitypes.Channels { return n.pay.List() }
