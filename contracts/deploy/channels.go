package deploy

import (
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
)

// NamePaymentChannels is the PaymentChannels key of Deployment.Contracts.
const NamePaymentChannels = "PaymentChannels"

// DefaultChannelChallengePeriod is the challenge period used when Params.ChannelChallengePeriod
// is zero: one day, long enough for a payee that claims daily and restarts once to claim before
// a payer's withdrawal (the contract accepts 1 minute to 30 days).
const DefaultChannelChallengePeriod = 24 * 3600

// channelSteps deploys PaymentChannels, which shares the treasury and fee with the escrow and
// links to no other contract.
func channelSteps(Params) []step {
	return []step{{name: NamePaymentChannels, bin: bindings.PaymentChannelsMetaData.Bin,
		args: func(p Params, _ map[string]common.Address) ([]byte, error) {
			period := p.ChannelChallengePeriod
			if period == 0 {
				period = DefaultChannelChallengePeriod
			}
			return bindings.NewPaymentChannels().PackConstructor(p.Treasury, p.FeeBps, period), nil
		}}}
}
