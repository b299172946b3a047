// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bindings

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// IBountyEscrowBounty is an auto generated low-level Go binding around an user-defined struct.
type IBountyEscrowBounty struct {
	Requester     common.Address
	Until         *big.Int
	Status        uint8
	AgentId       *big.Int
	Token         common.Address
	Amount        *big.Int
	Arbiter       common.Address
	ReviewWindow  uint32
	MinReputation uint8
	ParentId      *big.Int
	MinStake      *big.Int
	MinPaid       uint64
	AgentBps      uint16
}

// IBountyEscrowPostParams is an auto generated low-level Go binding around an user-defined struct.
type IBountyEscrowPostParams struct {
	Token         common.Address
	Amount        *big.Int
	SpecHash      [32]byte
	Deadline      uint64
	ReviewWindow  uint32
	MinStake      *big.Int
	MinReputation uint8
	MinPaid       uint64
	Assignee      *big.Int
	ParentId      *big.Int
	Arbiter       common.Address
}

// BountyEscrowMetaData contains all meta data concerning the BountyEscrow contract.
var BountyEscrowMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"registry_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"reputation_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"treasury_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"feeBps_\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"maxDuration_\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"maxReviewWindow_\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"disputeWindow_\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"disputeTimeout_\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"FORFEIT_BPS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_CLAIMS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_FEE_BPS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_TIMEOUT\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MIN_BOUNTY_WEIGHT\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PUSH_GAS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"accept\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"bountyCount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"cancel\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claim\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"dispute\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reasonHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"disputeTimeout\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"disputeWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"expire\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"feeBps\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"finalize\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"getBounty\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIBountyEscrow.Bounty\",\"components\":[{\"name\":\"requester\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"until\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIBountyEscrow.Status\"},{\"name\":\"agentId\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"arbiter\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"reviewWindow\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"minReputation\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"parentId\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"minStake\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"minPaid\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"agentBps\",\"type\":\"uint16\",\"internalType\":\"uint16\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isTimedOut\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isWired\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"maxDuration\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"maxReviewWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owed\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"post\",\"inputs\":[{\"name\":\"p\",\"type\":\"tuple\",\"internalType\":\"structIBountyEscrow.PostParams\",\"components\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"specHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"reviewWindow\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"minStake\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"minReputation\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"minPaid\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"assignee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"parentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"arbiter\",\"type\":\"address\",\"internalType\":\"address\"}]}],\"outputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIAgentRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"registryMinStake\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"reject\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reasonHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"reputation\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIReputationRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"reservationOf\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"resolve\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"agentBps\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"slashAmount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"settlementOf\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"requester\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"paid\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"settled\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stakeToken\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stakeValue\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stakeWeightPerUnit\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"submit\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"resultHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"treasury\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"BountyAccepted\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"paid\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"automatic\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyCancelled\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyClaimed\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"by\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyDisputed\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"reasonHash\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"ruleEnd\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyExpired\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"forfeited\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyPosted\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"requester\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"specHash\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"},{\"name\":\"assignee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"parentId\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyRejected\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"reasonHash\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"disputeEnd\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyResolved\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"agentBps\",\"type\":\"uint16\",\"indexed\":false,\"internalType\":\"uint16\"},{\"name\":\"agentPaid\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"refunded\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"slashed\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"byTimeout\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountySubmitted\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"resultHash\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"reviewEnd\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PaymentDeferred\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SlashFailed\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Withdrawn\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"EscrowArbiterIsRequester\",\"inputs\":[{\"name\":\"arbiter\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"EscrowArbiterNotIndependent\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"arbiter\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"EscrowBadAmount\",\"inputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowBadDeadline\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"EscrowBadMinReputation\",\"inputs\":[{\"name\":\"minReputation\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"EscrowBadParameter\",\"inputs\":[{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"EscrowBadParent\",\"inputs\":[{\"name\":\"parentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowBadReviewWindow\",\"inputs\":[{\"name\":\"reviewWindow\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"type\":\"error\",\"name\":\"EscrowBadRuling\",\"inputs\":[{\"name\":\"agentBps\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"slashAmount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slashCap\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowBadValue\",\"inputs\":[{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowBountyTooSmall\",\"inputs\":[{\"name\":\"weight\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minWeight\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowDeadlinePassed\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"EscrowEmptyResult\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"EscrowFeeOnTransferToken\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"received\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowFeeTakesAll\",\"inputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowFreeStakeTooLow\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"free\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowNoArbiter\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowNotAgentOperator\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"EscrowNotArbiter\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"EscrowNotAssignee\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"assignee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowNotRequester\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"EscrowNotTimedOut\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"until\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"EscrowNotWired\",\"inputs\":[{\"name\":\"registry\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"reputation\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"EscrowNothingOwed\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"EscrowRecordTooShort\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"paid\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowReputationTooLow\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reputation\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowStakeTokenNotListed\",\"inputs\":[{\"name\":\"stakeToken\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"EscrowStakeTooLow\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowTransferFailed\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowUnknownAgent\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowUnknownBounty\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowWindowClosed\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"until\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"EscrowWrongStatus\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIBountyEscrow.Status\"}]},{\"type\":\"error\",\"name\":\"EscrowZeroAddress\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ReentrancyGuardReentrantCall\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SafeERC20FailedOperation\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]}]",
	ID:  "BountyEscrow",
	Bin: "0x6101e0604052348015610010575f5ffd5b50604051614fdb380380614fdb83398101604081905261002f916105f3565b878787878787878785856001600160a01b0382166100605760405163674fe7f560e01b815260040160405180910390fd5b6103e861ffff821611156100a557604051631f46b7bd60e21b815260206004820152600660248201526566656542707360d01b60448201526064015b60405180910390fd5b6001600160a01b0391821660805261ffff1660a052881615806100cf57506001600160a01b038716155b156100ed5760405163674fe7f560e01b815260040160405180910390fd5b6001600160401b038416158061010f57506303c267006001600160401b038516115b1561014b57604051631f46b7bd60e21b815260206004820152600b60248201526a36b0bc223ab930ba34b7b760a91b604482015260640161009c565b6001600160401b038316158061016d57506303c267006001600160401b038416115b156101ad57604051631f46b7bd60e21b815260206004820152600f60248201526e6d617852657669657757696e646f7760881b604482015260640161009c565b6001600160401b03821615806101cf57506303c267006001600160401b038316115b1561020d57604051631f46b7bd60e21b815260206004820152600d60248201526c6469737075746557696e646f7760981b604482015260640161009c565b6001600160401b038116158061022f57506303c267006001600160401b038216115b1561026e57604051631f46b7bd60e21b815260206004820152600e60248201526d191a5cdc1d5d19551a5b595bdd5d60921b604482015260640161009c565b6001600160a01b0380891660c081905290881660e0526001600160401b038086166101005284811661012052838116610140528216610160526040805163e2fdcc1760e01b8152905130929163e2fdcc179160048083019260209291908290030181865afa1580156102e2573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610306919061068d565b6001600160a01b031614158061038d5750306001600160a01b0316876001600160a01b031663e2fdcc176040518163ffffffff1660e01b8152600401602060405180830381865afa15801561035d573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610381919061068d565b6001600160a01b031614155b806104095750876001600160a01b0316876001600160a01b0316630d1cfcae6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156103d9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103fd919061068d565b6001600160a01b031614155b1561043a576040516373746ae960e01b81526001600160a01b03808a1660048301528816602482015260440161009c565b876001600160a01b031663375b3c0a6040518163ffffffff1660e01b8152600401602060405180830381865afa158015610476573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061049a91906106ad565b61018081815250505f886001600160a01b03166351ed6a306040518163ffffffff1660e01b8152600401602060405180830381865afa1580156104df573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610503919061068d565b6001600160a01b038181166101a08190526040516367fbcd9160e11b815260048101919091529192505f91908a169063cff79b2290602401602060405180830381865afa158015610556573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061057a91906106ad565b9050805f036105a7576040516303fa736f60e41b81526001600160a01b038316600482015260240161009c565b6101c052506106c49f50505050505050505050505050505050565b80516001600160a01b03811681146105d8575f5ffd5b919050565b80516001600160401b03811681146105d8575f5ffd5b5f5f5f5f5f5f5f5f610100898b03121561060b575f5ffd5b610614896105c2565b975061062260208a016105c2565b965061063060408a016105c2565b9550606089015161ffff81168114610646575f5ffd5b945061065460808a016105dd565b935061066260a08a016105dd565b925061067060c08a016105dd565b915061067e60e08a016105dd565b90509295985092959890939650565b5f6020828403121561069d575f5ffd5b6106a6826105c2565b9392505050565b5f602082840312156106bd575f5ffd5b5051919050565b60805160a05160c05160e05161010051610120516101405161016051610180516101a0516101c0516147cc61080f5f395f818161051e0152611f9901525f818161044e0152611e8c01525f818161062e015281816138ef01528181613918015261408101525f818161068001526125ad01525f81816102ab0152611dc101525f81816105a3015261120901525f81816104eb015261114b01525f81816106e7015281816110260152818161159701528181611f1901528181612e520152818161313d01528181613a230152613da901525f818161057001528181610c2e01528181610f8b0152818161131901528181612d760152818161331b015281816135fd015281816137dc01528181613cb00152613eee01525f818161033501526136b601525f818161049901528181612ced01528181613c7f01528181613e6d0152613f4501526147cc5ff3fe608060405260043610610243575f3560e01c806378b09e9111610131578063c52164c6116100ac578063de38eb3a1161007c578063ee8c4bbf11610062578063ee8c4bbf14610772578063f7a597451461079e578063f940e385146107b3575f5ffd5b8063de38eb3a1461073c578063de847ff814610753575f5ffd5b8063c52164c6146106d6578063cc8ac98814610709578063cf62ba9214610728578063d55be8c6146106a2575f5ffd5b8063bdb58d6011610101578063c04c22a4116100e7578063c04c22a41461066f578063c183086b146106a2578063c3490263146106b7575f5ffd5b8063bdb58d601461061d578063bf81bf4314610650575f5ffd5b806378b09e91146105405780637b1039991461055f5780639c6a7e04146105925780639dd72c9d146105c5575f5ffd5b80633e362c96116101c157806351ed6a30116101915780636be1320b116101775780636be1320b146104bb5780636db5c8fd146104da578063752da33e1461050d575f5ffd5b806351ed6a301461043d57806361d027b314610488575f5ffd5b80633e362c96146103d257806340e58ee5146103e7578063450e5eab146104065780634b0d37371461042a575f5ffd5b806323fc15441161021657806328079e4a116101fc57806328079e4a1461036a5780632b68f2a51461039d5780632ecea788146103b3575f5ffd5b806323fc15441461030557806324a9d85314610324575f5ffd5b806305261aea146102475780630da94ab614610268578063117f5f921461029a57806319b05f49146102e6575b5f5ffd5b348015610252575f5ffd5b506102666102613660046141b5565b6107d2565b005b348015610273575f5ffd5b506102876102823660046141b5565b610963565b6040519081526020015b60405180910390f35b3480156102a5575f5ffd5b506102cd7f000000000000000000000000000000000000000000000000000000000000000081565b60405167ffffffffffffffff9091168152602001610291565b3480156102f1575f5ffd5b506102666103003660046141b5565b6109fd565b348015610310575f5ffd5b5061026661031f3660046141cc565b610a55565b34801561032f575f5ffd5b506103577f000000000000000000000000000000000000000000000000000000000000000081565b60405161ffff9091168152602001610291565b348015610375575f5ffd5b5061028761038436600461421b565b5f60208181529281526040808220909352908152205481565b3480156103a8575f5ffd5b50610287620186a081565b3480156103be575f5ffd5b506102666103cd366004614252565b610cfe565b3480156103dd575f5ffd5b5061028760015481565b3480156103f2575f5ffd5b506102666104013660046141b5565b610e9b565b348015610411575f5ffd5b5061041a610f7e565b6040519015158152602001610291565b610287610438366004614272565b6110b4565b348015610448575f5ffd5b506104707f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610291565b348015610493575f5ffd5b506104707f000000000000000000000000000000000000000000000000000000000000000081565b3480156104c6575f5ffd5b506102666104d5366004614252565b611ca9565b3480156104e5575f5ffd5b506102cd7f000000000000000000000000000000000000000000000000000000000000000081565b348015610518575f5ffd5b506102877f000000000000000000000000000000000000000000000000000000000000000081565b34801561054b575f5ffd5b5061028761055a36600461428c565b611e89565b34801561056a575f5ffd5b506104707f000000000000000000000000000000000000000000000000000000000000000081565b34801561059d575f5ffd5b506102cd7f000000000000000000000000000000000000000000000000000000000000000081565b3480156105d0575f5ffd5b506105e46105df3660046141b5565b611fde565b604080516001600160a01b039687168152602081019590955292909416918301919091526060820152901515608082015260a001610291565b348015610628575f5ffd5b506102877f000000000000000000000000000000000000000000000000000000000000000081565b34801561065b575f5ffd5b5061026661066a3660046141b5565b612107565b34801561067a575f5ffd5b506102cd7f000000000000000000000000000000000000000000000000000000000000000081565b3480156106ad575f5ffd5b506103576103e881565b3480156106c2575f5ffd5b506102666106d1366004614252565b61217f565b3480156106e1575f5ffd5b506104707f000000000000000000000000000000000000000000000000000000000000000081565b348015610714575f5ffd5b5061041a6107233660046141b5565b6123bb565b348015610733575f5ffd5b50610287601081565b348015610747575f5ffd5b506102cd6303c2670081565b34801561075e575f5ffd5b5061026661076d366004614252565b612480565b34801561077d575f5ffd5b5061079161078c3660046141b5565b612675565b60405161029191906142f7565b3480156107a9575f5ffd5b506102876103e881565b3480156107be575f5ffd5b506102666107cd36600461421b565b612827565b6107da612a0c565b5f8181526002602052604090208054600160c81b900460ff166001816009811115610807576108076142b6565b148061082457506002816009811115610822576108226142b6565b145b1561083a576108338383612a43565b5050610958565b600381600981111561084e5761084e6142b6565b1415801561086e5750600581600981111561086b5761086b6142b6565b14155b801561088c57506006816009811115610889576108896142b6565b14155b1561089b5761089b8382612bb3565b8154600160a01b900464ffffffffff164281106108f9576040517fcc1effbd0000000000000000000000000000000000000000000000000000000081526004810185905264ffffffffff821660248201526044015b60405180910390fd5b600382600981111561090d5761090d6142b6565b036109235761091e84846001612c36565b610954565b6005826009811115610937576109376142b6565b036109465761091e8484612eff565b61095484845f5f6001612ffe565b5050505b61096061322b565b50565b5f818152600260205260408120818154600160c81b900460ff16600981111561098e5761098e6142b6565b036109c8576040517f402f63eb000000000000000000000000000000000000000000000000000000008152600481018490526024016108f0565b60018101546109f6906001600160a01b03811690600160a01b90046bffffffffffffffffffffffff16613255565b9392505050565b610a05612a0c565b5f8181526002602052604090208054610a2b908390600160c81b900460ff166003613268565b8054610a419083906001600160a01b031661329b565b610a4c82825f612c36565b5061096061322b565b610a5d612a0c565b5f8381526002602052604090208054610a83908590600160c81b900460ff166006613268565b60028101546001600160a01b0316801580610aa75750336001600160a01b03821614155b15610ae7576040517f66763ce2000000000000000000000000000000000000000000000000000000008152600481018690523360248201526044016108f0565b8154600160a01b900464ffffffffff1642811015610b41576040517f1b0faf030000000000000000000000000000000000000000000000000000000081526004810187905264ffffffffff821660248201526044016108f0565b60018301545f90610b71906001600160a01b03811690600160a01b90046bffffffffffffffffffffffff16611e89565b905061271061ffff87161180610b8657508085115b15610bd1576040517fae5a24d600000000000000000000000000000000000000000000000000000000815261ffff8716600482015260248101869052604481018290526064016108f0565b61ffff861615801590610c97575083546040517fe8d96dd2000000000000000000000000000000000000000000000000000000008152600160d01b90910465ffffffffffff1660048201526001600160a01b0384811660248301527f0000000000000000000000000000000000000000000000000000000000000000169063e8d96dd290604401602060405180830381865afa158015610c73573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610c97919061445d565b15610ce0576040517fc3dc0758000000000000000000000000000000000000000000000000000000008152600481018890526001600160a01b03841660248201526044016108f0565b610ced878588885f612ffe565b50505050610cf961322b565b505050565b610d06612a0c565b5f82815260026020819052604090912080549091610d31918591600160c81b90910460ff1690613268565b8054600160a01b900464ffffffffff1642811015610d84576040517f4cedb4c500000000000000000000000000000000000000000000000000000000815264ffffffffff821660048201526024016108f0565b82610dbb576040517f9fc566cc00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b8154600160d01b900465ffffffffffff16610dd5816132e6565b60028301545f90610df390600160a01b900463ffffffff16426144a3565b845464ffffffffff8216600160a01b81027fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff90921691909117790300000000000000000000000000000000000000000000000000178655604080518881526020810192909252919250839188917f22d1b430e4e09bceddef582fab78f0e0ea8a65bec3f150e243761f4b36295723910160405180910390a350505050610e9761322b565b5050565b610ea3612a0c565b5f8181526002602052604090208054610ec9908390600160c81b900460ff166001613268565b8054610edf9083906001600160a01b031661329b565b80547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff1679080000000000000000000000000000000000000000000000000017815560405182907f92717314c0b0f9d632e1d46a0b8437778ff9daee1db8ec295f2bc0b57c4bcaac905f90a260018101548154610a4c916001600160a01b03808216921690600160a01b90046bffffffffffffffffffffffff166133cb565b5f306001600160a01b03167f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663e2fdcc176040518163ffffffff1660e01b8152600401602060405180830381865afa158015610fe5573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061100991906144c0565b6001600160a01b03161480156110af5750306001600160a01b03167f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663e2fdcc176040518163ffffffff1660e01b8152600401602060405180830381865afa158015611080573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906110a491906144c0565b6001600160a01b0316145b905090565b5f6110bd612a0c565b602082013515806110dd57506bffffffffffffffffffffffff6020830135115b1561111a576040517f8e534049000000000000000000000000000000000000000000000000000000008152602083013560048201526024016108f0565b4261112b60808401606085016144db565b67ffffffffffffffff1611158061118d575061117167ffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001642614502565b61118160808401606085016144db565b67ffffffffffffffff16115b156111e1576111a260808301606084016144db565b6040517f99ecfc0d00000000000000000000000000000000000000000000000000000000815267ffffffffffffffff90911660048201526024016108f0565b6111f160a0830160808401614515565b63ffffffff161580611241575067ffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001661123960a0840160808501614515565b63ffffffff16115b156112915761125660a0830160808401614515565b6040517febddf6fc00000000000000000000000000000000000000000000000000000000815263ffffffff90911660048201526024016108f0565b60646112a360e0840160c08501614546565b60ff1611156112f4576112bc60e0830160c08401614546565b6040517f51845bda00000000000000000000000000000000000000000000000000000000815260ff90911660048201526024016108f0565b6101008201351580159061139f575065ffffffffffff610100830135118061139f57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663c50537126040518163ffffffff1660e01b8152600401602060405180830381865afa158015611373573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113979190614561565b826101000135115b156113dd576040517fa6c9b3a200000000000000000000000000000000000000000000000000000000815261010083013560048201526024016108f0565b336113f061016084016101408501614578565b6001600160a01b03160361144e5761141061016083016101408401614578565b6040517fa9e57d2b0000000000000000000000000000000000000000000000000000000081526001600160a01b0390911660048201526024016108f0565b610120820135156114775761147761012083013561147260808501606086016144db565b61355f565b5f6114856020840184614578565b6001600160a01b03160361154c57816020013534146114dc576040517f88e56d28000000000000000000000000000000000000000000000000000000008152346004820152602083013560248201526044016108f0565b6103e86114f1633b9aca006020850135614593565b101561154757611509633b9aca006020840135614593565b6040517fd796023900000000000000000000000000000000000000000000000000000000815260048101919091526103e860248201526044016108f0565b6116c2565b341561158c576040517f88e56d280000000000000000000000000000000000000000000000000000000081523460048201525f60248201526044016108f0565b5f6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663cff79b226115c96020860186614578565b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e084901b1681526001600160a01b039091166004820152602401602060405180830381865afa158015611623573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906116479190614561565b90505f670de0b6b3a76400006116618360208701356145cb565b61166b9190614593565b9050811580159061167d57506103e881105b156116bf576040517fd7960239000000000000000000000000000000000000000000000000000000008152600481018290526103e860248201526044016108f0565b50505b5f6116d083602001356136aa565b90508260200135811061171c576040517fe142fcd400000000000000000000000000000000000000000000000000000000815260208401356004820152602481018290526044016108f0565b60015f815461172a906145e2565b91829055505f81815260026020526040902080547fffffffffffffffffffffffff0000000000000000000000000000000000000000163317815590925061177760808501606086016144db565b815464ffffffffff91909116600160a01b027fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff167fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff90911617600160c81b1779ffffffffffffffffffffffffffffffffffffffffffffffffffff16600160d01b61010086013565ffffffffffff16021781556118166020850185614578565b6001600160a01b0316600160a01b60208601356bffffffffffffffffffffffff160217600182015561185061016085016101408601614578565b6002820180547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b039290921691909117905561189a60a0850160808601614515565b60028201805463ffffffff92909216600160a01b027fffffffffffffffff00000000ffffffffffffffffffffffffffffffffffffffff9092169190911790556118e960e0850160c08601614546565b6002820180547fff00000000000000ffffffffffffffffffffffffffffffffffffffffffffffff16780100000000000000000000000000000000000000000000000060ff93909316929092027fff000000000000ffffffffffffffffffffffffffffffffffffffffffffffffff1691909117600160c81b61012087013565ffffffffffff160217905561198260c0850160a08601614619565b6bffffffffffffffffffffffff161515806119b657506119a9610100850160e086016144db565b67ffffffffffffffff1615155b15611a46576119cb60c0850160a08601614619565b6003820180547fffffffffffffffffffffffffffffffffffffffff000000000000000000000000166bffffffffffffffffffffffff92909216919091179055611a1b610100850160e086016144db565b81600301600c6101000a81548167ffffffffffffffff021916908367ffffffffffffffff1602179055505b611a536020850185614578565b6001600160a01b031633847f7f2e43b116975c32de92f1b2a7842e8eb4f8045841ab5dde76f4e989ae1d806460208801356040890135611a9960808b0160608c016144db565b60408051938452602084019290925267ffffffffffffffff16908201526101008901356060820152610120890135608082015260a00160405180910390a45f611ae56020860186614578565b6001600160a01b031614611c9a575f611b016020860186614578565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201529091505f906001600160a01b038316906370a0823190602401602060405180830381865afa158015611b61573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611b859190614561565b9050611ba06001600160a01b038316333060208a01356136fd565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201525f9082906001600160a01b038516906370a0823190602401602060405180830381865afa158015611bff573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611c239190614561565b611c2d9190614644565b905086602001358114611c9657611c476020880188614578565b6040517f557dfcdf0000000000000000000000000000000000000000000000000000000081526001600160a01b03909116600482015260248101829052602088013560448201526064016108f0565b5050505b5050611ca461322b565b919050565b611cb1612a0c565b5f8281526002602052604090208054611cd7908490600160c81b900460ff166003613268565b8054611ced9084906001600160a01b031661329b565b8054600160a01b900464ffffffffff1642811015611d47576040517f1b0faf030000000000000000000000000000000000000000000000000000000081526004810185905264ffffffffff821660248201526044016108f0565b60028201546001600160a01b0316611db2576040805184815267ffffffffffffffff4216602082015285917f648a8d83e66656a65bd6b6ef988cc0eec3d5c771959d689eb1428d70d40d9810910160405180910390a2611dab84835f5f6001612ffe565b5050611e81565b5f611de767ffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001642614502565b835464ffffffffff8216600160a01b81027fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff9092169190911779050000000000000000000000000000000000000000000000000017855560408051878152602081019290925291925086917f648a8d83e66656a65bd6b6ef988cc0eec3d5c771959d689eb1428d70d40d9810910160405180910390a25050505b610e9761322b565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316836001600160a01b031603611eca575080611fd8565b5f6001600160a01b03841615611f87576040517fe98645d90000000000000000000000000000000000000000000000000000000081526001600160a01b038581166004830152602482018590527f0000000000000000000000000000000000000000000000000000000000000000169063e98645d990604401602060405180830381865afa158015611f5e573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611f829190614561565b611f95565b611f95633b9aca0084614593565b90507f0000000000000000000000000000000000000000000000000000000000000000611fca82670de0b6b3a76400006145cb565b611fd49190614593565b9150505b92915050565b5f81815260026020526040812080548291829182918291600160c81b900460ff166004816009811115612013576120136142b6565b03612039576001820154600160a01b90046bffffffffffffffffffffffff169350612094565b600781600981111561204d5761204d6142b6565b0361209457600382015460018301546127109161208791600160a01b9182900461ffff16916bffffffffffffffffffffffff9104166145cb565b6120919190614593565b93505b815460018301546001600160a01b0380831692600160d01b900465ffffffffffff1691168660048560098111156120cd576120cd6142b6565b14806120ea575060078560098111156120e8576120e86142b6565b145b939c65ffffffffffff9093169b5090995097509095509350505050565b61210f612a0c565b5f8181526002602052604090208054600160c81b900460ff16600181600981111561213c5761213c6142b6565b1415801561215c57506002816009811115612159576121596142b6565b14155b1561216b5761216b8382612bb3565b6121758383612a43565b505061096061322b565b612187612a0c565b5f82815260026020526040902080546121ad908490600160c81b900460ff166001613268565b8054600160a01b900464ffffffffff1642811015612200576040517f4cedb4c500000000000000000000000000000000000000000000000000000000815264ffffffffff821660048201526024016108f0565b8154600160d01b900465ffffffffffff1680158015906122285750838165ffffffffffff1614155b15612270576040517f64cf33ee0000000000000000000000000000000000000000000000000000000081526004810186905265ffffffffffff821660248201526044016108f0565b831580612282575065ffffffffffff84115b156122bc576040517fa6c9b3a2000000000000000000000000000000000000000000000000000000008152600481018590526024016108f0565b6122c785848661374c565b60028301546003840154780100000000000000000000000000000000000000000000000090910460ff16906c01000000000000000000000000900467ffffffffffffffff1681151580612323575067ffffffffffffffff811615155b15612333576123338683836139e8565b845465ffffffffffff8716600160d01b0278ffffffffffffffffffffffffffffffffffffffffffffffffff909116177902000000000000000000000000000000000000000000000000001785556040513390879089907f8b5b3008cf580409979a1cf27bf9d0a33d821b08b901b85c06f4aef4a659fb8a905f90a45050505050610e9761322b565b5f8181526002602052604081208054600160c81b900460ff168260018260098111156123e9576123e96142b6565b148061240657506002826009811115612404576124046142b6565b145b8061242257506003826009811115612420576124206142b6565b145b8061243e5750600582600981111561243c5761243c6142b6565b145b8061245a57506006826009811115612458576124586142b6565b145b905080801561247757508254600160a01b900464ffffffffff1642115b95945050505050565b612488612a0c565b5f8281526002602052604090208054600160c81b900460ff1660058160098111156124b5576124b56142b6565b1461252a575f8160098111156124cd576124cd6142b6565b141580156124e6575060028201546001600160a01b0316155b15612520576040517f3af611e4000000000000000000000000000000000000000000000000000000008152600481018590526024016108f0565b61252a8482612bb3565b8154600160a01b900464ffffffffff1642811015612584576040517f1b0faf030000000000000000000000000000000000000000000000000000000081526004810186905264ffffffffff821660248201526044016108f0565b825461259e90600160d01b900465ffffffffffff166132e6565b5f6125d367ffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001642614502565b845464ffffffffff8216600160a01b81027fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff9092169190911779060000000000000000000000000000000000000000000000000017865560408051888152602081019290925291925087917f53b5205174e92116a6c62da7c75ebbec158ee827157dae0eabbd5676ec8fe616910160405180910390a250505050610e9761322b565b604080516101a080820183525f8083526020808401829052838501829052606084018290526080840182905260a0840182905260c0840182905260e084018290526101008401829052610120840182905261014084018290526101608401829052610180840182905285825260028152908490208451928301855280546001600160a01b0381168452600160a01b810464ffffffffff16928401929092529293919291830190600160c81b900460ff166009811115612736576127366142b6565b6009811115612747576127476142b6565b81528154600160d01b900465ffffffffffff908116602083015260018301546001600160a01b038082166040850152600160a01b918290046bffffffffffffffffffffffff90811660608601526002860154918216608086015282820463ffffffff1660a08601527801000000000000000000000000000000000000000000000000820460ff1660c0860152600160c81b90910490921660e08401526003909301549081166101008301526c01000000000000000000000000810467ffffffffffffffff166101208301529190910461ffff166101409091015292915050565b61282f612a0c565b6001600160a01b03811661286f576040517f674fe7f500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6001600160a01b0382165f90815260208181526040808320338452909152812054908190036128db576040517febda3e460000000000000000000000000000000000000000000000000000000081526001600160a01b03841660048201523360248201526044016108f0565b6001600160a01b038381165f81815260208181526040808320338085529083528184209390935551858152938616939192917fa4195c37c2947bbe89165f03e320b6903116f0b10d8cfdb522330f7ce6f9fa24910160405180910390a46001600160a01b0383166129ef575f826001600160a01b0316826040515f6040518083038185875af1925050503d805f811461298f576040519150601f19603f3d011682016040523d82523d5f602084013e612994565b606091505b50509050806129e9576040517f6fa94dc40000000000000000000000000000000000000000000000000000000081526001600160a01b03808616600483015284166024820152604481018390526064016108f0565b50612a03565b612a036001600160a01b0384168383613b48565b50610e9761322b565b612a14613b96565b612a4160017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90613bef565b565b8054600160a01b900464ffffffffff16428110612a9c576040517fcc1effbd0000000000000000000000000000000000000000000000000000000081526004810184905264ffffffffff821660248201526044016108f0565b5f60028354600160c81b900460ff166009811115612abc57612abc6142b6565b84547909000000000000000000000000000000000000000000000000007fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff821617865560018601549190921492506001600160a01b03918216918116906bffffffffffffffffffffffff600160a01b909104165f8415612b64578654600160d01b900465ffffffffffff16612b5389828686613bf6565b9150612b628982878787613d79565b505b877f99ec6622d0d9c8d10ac5cb08550e3aca70115203c0a53d8cd16f5c14ffae206b82604051612b9691815260200190565b60405180910390a2612ba98385846133cb565b5050505050505050565b5f816009811115612bc657612bc66142b6565b03612c00576040517f402f63eb000000000000000000000000000000000000000000000000000000008152600481018390526024016108f0565b81816040517f9a20e0250000000000000000000000000000000000000000000000000000000081526004016108f0929190614657565b81547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff81167904000000000000000000000000000000000000000000000000001780845560018401546001600160a01b0380821693600160a01b9092046bffffffffffffffffffffffff1692600160d01b900465ffffffffffff1691165f612cbd846136aa565b90505f612cca8286614644565b90508115612d2d576001600160a01b038087165f908152602081815260408083207f000000000000000000000000000000000000000000000000000000000000000090941683529290529081208054849290612d27908490614502565b90915550505b604080518281526020810184905288151581830152905185918b917f40e8c4653a773fc7251ce0892612ef38843bf3a5a6396f1fdbb0fc20b64cc2629181900360600190a35f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a8679e2187612dae8b8b613255565b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e085901b168152600481019290925260248201525f6044820181905260648201526001600160a01b038816608482015260a4016060604051808303815f875af1158015612e22573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612e46919061466b565b509150915080612ee7577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166387a1395f8c88888c8c8f612e8f575f612e92565b60015b6127105f6040518963ffffffff1660e01b8152600401612eb99897969594939291906146b9565b5f604051808303815f87803b158015612ed0575f5ffd5b505af1158015612ee2573d5f5f3e3d5ffd5b505050505b612ef28883856133cb565b5050505050505050505050565b80547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff81167907000000000000000000000000000000000000000000000000001780835560018301546001600160a01b0392831692811691600160a01b9091046bffffffffffffffffffffffff1690600160d01b900465ffffffffffff165f612f8a87838686613bf6565b604080515f8082526020820152908101859052606081018290526001608082015290915087907f0da94e29d5000a0172b2f27b1ddacbe8bd65cf909c5717b821be497cb7e6e1af9060a00160405180910390a2612fea8783878787613d79565b612ff58486856133cb565b50505050505050565b83547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff1679070000000000000000000000000000000000000000000000000017845561ffff831615613081576003840180547fffffffffffffffffffff0000ffffffffffffffffffffffffffffffffffffffff16600160a01b61ffff8616021790555b60018401545f9081906130b4906001600160a01b03811690600160a01b90046bffffffffffffffffffffffff1687613e20565b915091505f5f5f6130ce8a8a898b61ffff165f1415613ecf565b6040805161ffff8d168152602081018a905290810188905260608101829052891515608082015292955090935091508a907f0da94e29d5000a0172b2f27b1ddacbe8bd65cf909c5717b821be497cb7e6e1af9060a00160405180910390a2885460018a01546001600160a01b037f00000000000000000000000000000000000000000000000000000000000000008116926387a1395f928e9265ffffffffffff600160d01b84041692811691908116906bffffffffffffffffffffffff600160a01b909104168c6131a05760036131a3565b60025b8f8a6040518963ffffffff1660e01b81526004016131c8989796959493929190614712565b5f604051808303815f87803b1580156131df575f5ffd5b505af11580156131f1573d5f5f3e3d5ffd5b5050505060018901546001600160a01b03168515613214576132148185886133cb565b8954612ef29082906001600160a01b0316876133cb565b612a415f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00612a3b565b5f6109f66132638484611e89565b614078565b80600981111561327a5761327a6142b6565b82600981111561328c5761328c6142b6565b14610cf957610cf98383612bb3565b336001600160a01b03821614610e97576040517f43d89477000000000000000000000000000000000000000000000000000000008152600481018390523360248201526044016108f0565b6040517fe8d96dd2000000000000000000000000000000000000000000000000000000008152600481018290523360248201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063e8d96dd290604401602060405180830381865afa158015613368573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061338c919061445d565b610960576040517f67e5d156000000000000000000000000000000000000000000000000000000008152600481018290523360248201526044016108f0565b805f036133d757505050565b5f6001600160a01b0384166133f8575f5f5f5f8587620186a0f190506134cb565b6040516001600160a01b0384166024820152604481018390525f90606401604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0818403018152919052602080820180517bffffffffffffffffffffffffffffffffffffffffffffffffffffffff167fa9059cbb000000000000000000000000000000000000000000000000000000001781525f80805283519394509192908289620186a0f1915081156134c9573d80156134c05760015f5114601f3d111692506134c7565b5f863b1192505b505b505b80613559576001600160a01b038085165f9081526020818152604080832093871683529290529081208054849290613504908490614502565b92505081905550826001600160a01b0316846001600160a01b03167f5a0c3591c2e548638f5c88b63a0f9a9ff4b5f1c634efd01311827381fd8c66038460405161355091815260200190565b60405180910390a35b50505050565b5f828152600260208190526040909120908154600160c81b900460ff16600981111561358d5761358d6142b6565b1415806135b257508054600160a01b900464ffffffffff1667ffffffffffffffff8316115b80613670575080546040517fe8d96dd2000000000000000000000000000000000000000000000000000000008152600160d01b90910465ffffffffffff1660048201523360248201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063e8d96dd290604401602060405180830381865afa15801561364a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061366e919061445d565b155b15610cf9576040517f9e46e57c000000000000000000000000000000000000000000000000000000008152600481018490526024016108f0565b5f6127106001816136df7f000000000000000000000000000000000000000000000000000000000000000061ffff16866145cb565b6136e99190614502565b6136f39190614644565b611fd89190614593565b61370b8484848460016140b4565b613559576040517f5274afe70000000000000000000000000000000000000000000000000000000081526001600160a01b03851660048201526024016108f0565b600282015460018301546001600160a01b03918216915f9161378591811690600160a01b90046bffffffffffffffffffffffff16613255565b6040517fd2af702f000000000000000000000000000000000000000000000000000000008152600481018590523360248201526001600160a01b038481166044830152606482018390529192505f918291829182917f00000000000000000000000000000000000000000000000000000000000000009091169063d2af702f906084016080604051808303815f875af1158015613824573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906138489190614760565b935093509350935083613890576040517f67e5d156000000000000000000000000000000000000000000000000000000008152600481018890523360248201526044016108f0565b82156138da576040517fc3dc0758000000000000000000000000000000000000000000000000000000008152600481018a90526001600160a01b03871660248201526044016108f0565b60038801546bffffffffffffffffffffffff167f000000000000000000000000000000000000000000000000000000000000000081101561393857507f00000000000000000000000000000000000000000000000000000000000000005b80831015613983576040517fa849734e0000000000000000000000000000000000000000000000000000000081526004810189905260248101849052604481018290526064016108f0565b5f828411613991575f61399b565b61399b8385614644565b905086811015612ef2576040517f9d38be92000000000000000000000000000000000000000000000000000000008152600481018a905260248101829052604481018890526064016108f0565b6040517f2d1e19e8000000000000000000000000000000000000000000000000000000008152600481018490525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690632d1e19e8906024016040805180830381865afa158015613a67573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613a8b91906147a0565b915091508360ff168260ff161015613ae3576040517f4ef4a33b0000000000000000000000000000000000000000000000000000000081526004810186905260ff8084166024830152851660448201526064016108f0565b8267ffffffffffffffff16811015613b41576040517fcbc54531000000000000000000000000000000000000000000000000000000008152600481018690526024810182905267ffffffffffffffff841660448201526064016108f0565b5050505050565b613b55838383600161413a565b610cf9576040517f5274afe70000000000000000000000000000000000000000000000000000000081526001600160a01b03841660048201526024016108f0565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c15612a41576040517f3ee5aeb500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b80825d5050565b5f5f613c028484611e89565b90505f613c0e82614078565b90505f6127106103e8848303613c245783613c26565b845b613c3091906145cb565b613c3a9190614593565b6040517fa8679e210000000000000000000000000000000000000000000000000000000081526004810189905260248101849052604481018290526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000811660648301525f60848301529192507f00000000000000000000000000000000000000000000000000000000000000009091169063a8679e219060a4016060604051808303815f875af1158015613cf8573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613d1c919061466b565b955050508015801590613d2d575083155b15613d6e5786887f52f8552a7fab8cdcaae153bc74566d5fd03a913007b5cb5c3599b0fa9f86849783604051613d6591815260200190565b60405180910390a35b505050949350505050565b6040517f87a1395f0000000000000000000000000000000000000000000000000000000081526001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906387a1395f90613dec90889088908890889088906004905f90819083016146b9565b5f604051808303815f87803b158015613e03575f5ffd5b505af1158015613e15573d5f5f3e3d5ffd5b505050505050505050565b5f8080612710613e3461ffff8616876145cb565b613e3e9190614593565b90505f613e4a826136aa565b90508015613ead576001600160a01b038088165f908152602081815260408083207f000000000000000000000000000000000000000000000000000000000000000090941683529290529081208054839290613ea7908490614502565b90915550505b613eb78183614644565b9350613ec38287614644565b92505050935093915050565b825460018401545f9182918291600160d01b900465ffffffffffff16907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b039081169163a8679e21918491613f4291811690600160a01b90046bffffffffffffffffffffffff16613255565b897f00000000000000000000000000000000000000000000000000000000000000008a613f6f575f613f7b565b8c546001600160a01b03165b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e088901b1681526004810195909552602485019390935260448401919091526001600160a01b03908116606484015216608482015260a4016060604051808303815f875af1158015613ff4573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190614018919061466b565b91955093509150851580159061402c575081155b1561406d5780887f52f8552a7fab8cdcaae153bc74566d5fd03a913007b5cb5c3599b0fa9f8684978860405161406491815260200190565b60405180910390a35b509450945094915050565b5f806140a560107f0000000000000000000000000000000000000000000000000000000000000000614593565b9050808310611fd857826109f6565b6040517f23b872dd000000000000000000000000000000000000000000000000000000005f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f5114831661412957838315161561411d573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b6040517fa9059cbb000000000000000000000000000000000000000000000000000000005f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f511483166141a957838315161561419d573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f602082840312156141c5575f5ffd5b5035919050565b5f5f5f606084860312156141de575f5ffd5b83359250602084013561ffff811681146141f6575f5ffd5b929592945050506040919091013590565b6001600160a01b0381168114610960575f5ffd5b5f5f6040838503121561422c575f5ffd5b823561423781614207565b9150602083013561424781614207565b809150509250929050565b5f5f60408385031215614263575f5ffd5b50508035926020909101359150565b5f610160828403128015614284575f5ffd5b509092915050565b5f5f6040838503121561429d575f5ffd5b82356142a881614207565b946020939093013593505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b600a81106142f3576142f36142b6565b9052565b81516001600160a01b031681526101a081016020830151614321602084018264ffffffffff169052565b50604083015161433460408401826142e3565b50606083015161434e606084018265ffffffffffff169052565b50608083015161436960808401826001600160a01b03169052565b5060a083015161438960a08401826bffffffffffffffffffffffff169052565b5060c08301516143a460c08401826001600160a01b03169052565b5060e08301516143bc60e084018263ffffffff169052565b506101008301516143d361010084018260ff169052565b506101208301516143ef61012084018265ffffffffffff169052565b506101408301516144116101408401826bffffffffffffffffffffffff169052565b5061016083015161442f61016084018267ffffffffffffffff169052565b5061018083015161444761018084018261ffff169052565b5092915050565b80518015158114611ca4575f5ffd5b5f6020828403121561446d575f5ffd5b6109f68261444e565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b64ffffffffff8181168382160190811115611fd857611fd8614476565b5f602082840312156144d0575f5ffd5b81516109f681614207565b5f602082840312156144eb575f5ffd5b813567ffffffffffffffff811681146109f6575f5ffd5b80820180821115611fd857611fd8614476565b5f60208284031215614525575f5ffd5b813563ffffffff811681146109f6575f5ffd5b60ff81168114610960575f5ffd5b5f60208284031215614556575f5ffd5b81356109f681614538565b5f60208284031215614571575f5ffd5b5051919050565b5f60208284031215614588575f5ffd5b81356109f681614207565b5f826145c6577f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b500490565b8082028115828204841417611fd857611fd8614476565b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff820361461257614612614476565b5060010190565b5f60208284031215614629575f5ffd5b81356bffffffffffffffffffffffff811681146109f6575f5ffd5b81810381811115611fd857611fd8614476565b828152604081016109f660208301846142e3565b5f5f5f6060848603121561467d575f5ffd5b835161468881614207565b92506146966020850161444e565b6040949094015192959394509192915050565b600581106142f3576142f36142b6565b888152602081018890526001600160a01b038781166040830152861660608201526080810185905261010081016146f360a08301866146a9565b61ffff841660c083015282151560e08301529998505050505050505050565b88815265ffffffffffff881660208201526001600160a01b038781166040830152861660608201526bffffffffffffffffffffffff8516608082015261010081016146f360a08301866146a9565b5f5f5f5f60808587031215614773575f5ffd5b61477c8561444e565b935061478a6020860161444e565b6040860151606090960151949790965092505050565b5f5f604083850312156147b1575f5ffd5b82516147bc81614538565b602093909301519294929350505056",
}

// BountyEscrow is an auto generated Go binding around an Ethereum contract.
type BountyEscrow struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *BountyEscrow) GetABI() abi.ABI {
	return c.abi
}

// NewBountyEscrow creates a new instance of BountyEscrow.
func NewBountyEscrow() *BountyEscrow {
	parsed, err := BountyEscrowMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &BountyEscrow{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *BountyEscrow) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address registry_, address reputation_, address treasury_, uint16 feeBps_, uint64 maxDuration_, uint64 maxReviewWindow_, uint64 disputeWindow_, uint64 disputeTimeout_) returns()
func (bountyEscrow *BountyEscrow) PackConstructor(registry_ common.Address, reputation_ common.Address, treasury_ common.Address, feeBps_ uint16, maxDuration_ uint64, maxReviewWindow_ uint64, disputeWindow_ uint64, disputeTimeout_ uint64) []byte {
	enc, err := bountyEscrow.abi.Pack("", registry_, reputation_, treasury_, feeBps_, maxDuration_, maxReviewWindow_, disputeWindow_, disputeTimeout_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackFORFEITBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc183086b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function FORFEIT_BPS() view returns(uint16)
func (bountyEscrow *BountyEscrow) PackFORFEITBPS() []byte {
	enc, err := bountyEscrow.abi.Pack("FORFEIT_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFORFEITBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc183086b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function FORFEIT_BPS() view returns(uint16)
func (bountyEscrow *BountyEscrow) TryPackFORFEITBPS() ([]byte, error) {
	return bountyEscrow.abi.Pack("FORFEIT_BPS")
}

// UnpackFORFEITBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc183086b.
//
// Solidity: function FORFEIT_BPS() view returns(uint16)
func (bountyEscrow *BountyEscrow) UnpackFORFEITBPS(data []byte) (uint16, error) {
	out, err := bountyEscrow.abi.Unpack("FORFEIT_BPS", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackMAXCLAIMS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf62ba92.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_CLAIMS() view returns(uint256)
func (bountyEscrow *BountyEscrow) PackMAXCLAIMS() []byte {
	enc, err := bountyEscrow.abi.Pack("MAX_CLAIMS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXCLAIMS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf62ba92.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_CLAIMS() view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackMAXCLAIMS() ([]byte, error) {
	return bountyEscrow.abi.Pack("MAX_CLAIMS")
}

// UnpackMAXCLAIMS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcf62ba92.
//
// Solidity: function MAX_CLAIMS() view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackMAXCLAIMS(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("MAX_CLAIMS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd55be8c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_FEE_BPS() view returns(uint16)
func (bountyEscrow *BountyEscrow) PackMAXFEEBPS() []byte {
	enc, err := bountyEscrow.abi.Pack("MAX_FEE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd55be8c6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_FEE_BPS() view returns(uint16)
func (bountyEscrow *BountyEscrow) TryPackMAXFEEBPS() ([]byte, error) {
	return bountyEscrow.abi.Pack("MAX_FEE_BPS")
}

// UnpackMAXFEEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd55be8c6.
//
// Solidity: function MAX_FEE_BPS() view returns(uint16)
func (bountyEscrow *BountyEscrow) UnpackMAXFEEBPS(data []byte) (uint16, error) {
	out, err := bountyEscrow.abi.Unpack("MAX_FEE_BPS", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackMAXTIMEOUT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde38eb3a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_TIMEOUT() view returns(uint64)
func (bountyEscrow *BountyEscrow) PackMAXTIMEOUT() []byte {
	enc, err := bountyEscrow.abi.Pack("MAX_TIMEOUT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXTIMEOUT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde38eb3a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_TIMEOUT() view returns(uint64)
func (bountyEscrow *BountyEscrow) TryPackMAXTIMEOUT() ([]byte, error) {
	return bountyEscrow.abi.Pack("MAX_TIMEOUT")
}

// UnpackMAXTIMEOUT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xde38eb3a.
//
// Solidity: function MAX_TIMEOUT() view returns(uint64)
func (bountyEscrow *BountyEscrow) UnpackMAXTIMEOUT(data []byte) (uint64, error) {
	out, err := bountyEscrow.abi.Unpack("MAX_TIMEOUT", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackMINBOUNTYWEIGHT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf7a59745.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_BOUNTY_WEIGHT() view returns(uint256)
func (bountyEscrow *BountyEscrow) PackMINBOUNTYWEIGHT() []byte {
	enc, err := bountyEscrow.abi.Pack("MIN_BOUNTY_WEIGHT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINBOUNTYWEIGHT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf7a59745.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_BOUNTY_WEIGHT() view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackMINBOUNTYWEIGHT() ([]byte, error) {
	return bountyEscrow.abi.Pack("MIN_BOUNTY_WEIGHT")
}

// UnpackMINBOUNTYWEIGHT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf7a59745.
//
// Solidity: function MIN_BOUNTY_WEIGHT() view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackMINBOUNTYWEIGHT(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("MIN_BOUNTY_WEIGHT", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPUSHGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b68f2a5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PUSH_GAS() view returns(uint256)
func (bountyEscrow *BountyEscrow) PackPUSHGAS() []byte {
	enc, err := bountyEscrow.abi.Pack("PUSH_GAS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPUSHGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b68f2a5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PUSH_GAS() view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackPUSHGAS() ([]byte, error) {
	return bountyEscrow.abi.Pack("PUSH_GAS")
}

// UnpackPUSHGAS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2b68f2a5.
//
// Solidity: function PUSH_GAS() view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackPUSHGAS(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("PUSH_GAS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAccept is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19b05f49.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function accept(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) PackAccept(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("accept", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAccept is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19b05f49.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function accept(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) TryPackAccept(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("accept", bountyId)
}

// PackBountyCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e362c96.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bountyCount() view returns(uint256)
func (bountyEscrow *BountyEscrow) PackBountyCount() []byte {
	enc, err := bountyEscrow.abi.Pack("bountyCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBountyCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e362c96.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bountyCount() view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackBountyCount() ([]byte, error) {
	return bountyEscrow.abi.Pack("bountyCount")
}

// UnpackBountyCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3e362c96.
//
// Solidity: function bountyCount() view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackBountyCount(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("bountyCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCancel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40e58ee5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function cancel(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) PackCancel(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("cancel", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCancel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40e58ee5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function cancel(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) TryPackCancel(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("cancel", bountyId)
}

// PackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3490263.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim(uint256 bountyId, uint256 agentId) returns()
func (bountyEscrow *BountyEscrow) PackClaim(bountyId *big.Int, agentId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("claim", bountyId, agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3490263.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claim(uint256 bountyId, uint256 agentId) returns()
func (bountyEscrow *BountyEscrow) TryPackClaim(bountyId *big.Int, agentId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("claim", bountyId, agentId)
}

// PackDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde847ff8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function dispute(uint256 bountyId, bytes32 reasonHash) returns()
func (bountyEscrow *BountyEscrow) PackDispute(bountyId *big.Int, reasonHash [32]byte) []byte {
	enc, err := bountyEscrow.abi.Pack("dispute", bountyId, reasonHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde847ff8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function dispute(uint256 bountyId, bytes32 reasonHash) returns()
func (bountyEscrow *BountyEscrow) TryPackDispute(bountyId *big.Int, reasonHash [32]byte) ([]byte, error) {
	return bountyEscrow.abi.Pack("dispute", bountyId, reasonHash)
}

// PackDisputeTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc04c22a4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function disputeTimeout() view returns(uint64)
func (bountyEscrow *BountyEscrow) PackDisputeTimeout() []byte {
	enc, err := bountyEscrow.abi.Pack("disputeTimeout")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDisputeTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc04c22a4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function disputeTimeout() view returns(uint64)
func (bountyEscrow *BountyEscrow) TryPackDisputeTimeout() ([]byte, error) {
	return bountyEscrow.abi.Pack("disputeTimeout")
}

// UnpackDisputeTimeout is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc04c22a4.
//
// Solidity: function disputeTimeout() view returns(uint64)
func (bountyEscrow *BountyEscrow) UnpackDisputeTimeout(data []byte) (uint64, error) {
	out, err := bountyEscrow.abi.Unpack("disputeTimeout", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackDisputeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x117f5f92.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function disputeWindow() view returns(uint64)
func (bountyEscrow *BountyEscrow) PackDisputeWindow() []byte {
	enc, err := bountyEscrow.abi.Pack("disputeWindow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDisputeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x117f5f92.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function disputeWindow() view returns(uint64)
func (bountyEscrow *BountyEscrow) TryPackDisputeWindow() ([]byte, error) {
	return bountyEscrow.abi.Pack("disputeWindow")
}

// UnpackDisputeWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x117f5f92.
//
// Solidity: function disputeWindow() view returns(uint64)
func (bountyEscrow *BountyEscrow) UnpackDisputeWindow(data []byte) (uint64, error) {
	out, err := bountyEscrow.abi.Unpack("disputeWindow", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackExpire is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf81bf43.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function expire(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) PackExpire(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("expire", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExpire is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf81bf43.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function expire(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) TryPackExpire(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("expire", bountyId)
}

// PackFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a9d853.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeBps() view returns(uint16)
func (bountyEscrow *BountyEscrow) PackFeeBps() []byte {
	enc, err := bountyEscrow.abi.Pack("feeBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a9d853.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeBps() view returns(uint16)
func (bountyEscrow *BountyEscrow) TryPackFeeBps() ([]byte, error) {
	return bountyEscrow.abi.Pack("feeBps")
}

// UnpackFeeBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x24a9d853.
//
// Solidity: function feeBps() view returns(uint16)
func (bountyEscrow *BountyEscrow) UnpackFeeBps(data []byte) (uint16, error) {
	out, err := bountyEscrow.abi.Unpack("feeBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackFinalize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x05261aea.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function finalize(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) PackFinalize(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("finalize", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFinalize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x05261aea.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function finalize(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) TryPackFinalize(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("finalize", bountyId)
}

// PackGetBounty is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee8c4bbf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getBounty(uint256 bountyId) view returns((address,uint40,uint8,uint48,address,uint96,address,uint32,uint8,uint48,uint96,uint64,uint16))
func (bountyEscrow *BountyEscrow) PackGetBounty(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("getBounty", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetBounty is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee8c4bbf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getBounty(uint256 bountyId) view returns((address,uint40,uint8,uint48,address,uint96,address,uint32,uint8,uint48,uint96,uint64,uint16))
func (bountyEscrow *BountyEscrow) TryPackGetBounty(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("getBounty", bountyId)
}

// UnpackGetBounty is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xee8c4bbf.
//
// Solidity: function getBounty(uint256 bountyId) view returns((address,uint40,uint8,uint48,address,uint96,address,uint32,uint8,uint48,uint96,uint64,uint16))
func (bountyEscrow *BountyEscrow) UnpackGetBounty(data []byte) (IBountyEscrowBounty, error) {
	out, err := bountyEscrow.abi.Unpack("getBounty", data)
	if err != nil {
		return *new(IBountyEscrowBounty), err
	}
	out0 := *abi.ConvertType(out[0], new(IBountyEscrowBounty)).(*IBountyEscrowBounty)
	return out0, nil
}

// PackIsTimedOut is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcc8ac988.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isTimedOut(uint256 bountyId) view returns(bool)
func (bountyEscrow *BountyEscrow) PackIsTimedOut(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("isTimedOut", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsTimedOut is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcc8ac988.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isTimedOut(uint256 bountyId) view returns(bool)
func (bountyEscrow *BountyEscrow) TryPackIsTimedOut(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("isTimedOut", bountyId)
}

// UnpackIsTimedOut is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcc8ac988.
//
// Solidity: function isTimedOut(uint256 bountyId) view returns(bool)
func (bountyEscrow *BountyEscrow) UnpackIsTimedOut(data []byte) (bool, error) {
	out, err := bountyEscrow.abi.Unpack("isTimedOut", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsWired is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x450e5eab.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isWired() view returns(bool)
func (bountyEscrow *BountyEscrow) PackIsWired() []byte {
	enc, err := bountyEscrow.abi.Pack("isWired")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsWired is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x450e5eab.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isWired() view returns(bool)
func (bountyEscrow *BountyEscrow) TryPackIsWired() ([]byte, error) {
	return bountyEscrow.abi.Pack("isWired")
}

// UnpackIsWired is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x450e5eab.
//
// Solidity: function isWired() view returns(bool)
func (bountyEscrow *BountyEscrow) UnpackIsWired(data []byte) (bool, error) {
	out, err := bountyEscrow.abi.Unpack("isWired", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMaxDuration is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6db5c8fd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function maxDuration() view returns(uint64)
func (bountyEscrow *BountyEscrow) PackMaxDuration() []byte {
	enc, err := bountyEscrow.abi.Pack("maxDuration")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMaxDuration is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6db5c8fd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function maxDuration() view returns(uint64)
func (bountyEscrow *BountyEscrow) TryPackMaxDuration() ([]byte, error) {
	return bountyEscrow.abi.Pack("maxDuration")
}

// UnpackMaxDuration is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6db5c8fd.
//
// Solidity: function maxDuration() view returns(uint64)
func (bountyEscrow *BountyEscrow) UnpackMaxDuration(data []byte) (uint64, error) {
	out, err := bountyEscrow.abi.Unpack("maxDuration", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackMaxReviewWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9c6a7e04.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function maxReviewWindow() view returns(uint64)
func (bountyEscrow *BountyEscrow) PackMaxReviewWindow() []byte {
	enc, err := bountyEscrow.abi.Pack("maxReviewWindow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMaxReviewWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9c6a7e04.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function maxReviewWindow() view returns(uint64)
func (bountyEscrow *BountyEscrow) TryPackMaxReviewWindow() ([]byte, error) {
	return bountyEscrow.abi.Pack("maxReviewWindow")
}

// UnpackMaxReviewWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9c6a7e04.
//
// Solidity: function maxReviewWindow() view returns(uint64)
func (bountyEscrow *BountyEscrow) UnpackMaxReviewWindow(data []byte) (uint64, error) {
	out, err := bountyEscrow.abi.Unpack("maxReviewWindow", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28079e4a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owed(address token, address account) view returns(uint256)
func (bountyEscrow *BountyEscrow) PackOwed(token common.Address, account common.Address) []byte {
	enc, err := bountyEscrow.abi.Pack("owed", token, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28079e4a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owed(address token, address account) view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackOwed(token common.Address, account common.Address) ([]byte, error) {
	return bountyEscrow.abi.Pack("owed", token, account)
}

// UnpackOwed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x28079e4a.
//
// Solidity: function owed(address token, address account) view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackOwed(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("owed", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPost is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4b0d3737.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function post((address,uint256,bytes32,uint64,uint32,uint96,uint8,uint64,uint256,uint256,address) p) payable returns(uint256 bountyId)
func (bountyEscrow *BountyEscrow) PackPost(p IBountyEscrowPostParams) []byte {
	enc, err := bountyEscrow.abi.Pack("post", p)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPost is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4b0d3737.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function post((address,uint256,bytes32,uint64,uint32,uint96,uint8,uint64,uint256,uint256,address) p) payable returns(uint256 bountyId)
func (bountyEscrow *BountyEscrow) TryPackPost(p IBountyEscrowPostParams) ([]byte, error) {
	return bountyEscrow.abi.Pack("post", p)
}

// UnpackPost is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4b0d3737.
//
// Solidity: function post((address,uint256,bytes32,uint64,uint32,uint96,uint8,uint64,uint256,uint256,address) p) payable returns(uint256 bountyId)
func (bountyEscrow *BountyEscrow) UnpackPost(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("post", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (bountyEscrow *BountyEscrow) PackRegistry() []byte {
	enc, err := bountyEscrow.abi.Pack("registry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registry() view returns(address)
func (bountyEscrow *BountyEscrow) TryPackRegistry() ([]byte, error) {
	return bountyEscrow.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (bountyEscrow *BountyEscrow) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := bountyEscrow.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRegistryMinStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbdb58d60.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registryMinStake() view returns(uint256)
func (bountyEscrow *BountyEscrow) PackRegistryMinStake() []byte {
	enc, err := bountyEscrow.abi.Pack("registryMinStake")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegistryMinStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbdb58d60.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registryMinStake() view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackRegistryMinStake() ([]byte, error) {
	return bountyEscrow.abi.Pack("registryMinStake")
}

// UnpackRegistryMinStake is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbdb58d60.
//
// Solidity: function registryMinStake() view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackRegistryMinStake(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("registryMinStake", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackReject is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6be1320b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reject(uint256 bountyId, bytes32 reasonHash) returns()
func (bountyEscrow *BountyEscrow) PackReject(bountyId *big.Int, reasonHash [32]byte) []byte {
	enc, err := bountyEscrow.abi.Pack("reject", bountyId, reasonHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReject is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6be1320b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reject(uint256 bountyId, bytes32 reasonHash) returns()
func (bountyEscrow *BountyEscrow) TryPackReject(bountyId *big.Int, reasonHash [32]byte) ([]byte, error) {
	return bountyEscrow.abi.Pack("reject", bountyId, reasonHash)
}

// PackReputation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc52164c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reputation() view returns(address)
func (bountyEscrow *BountyEscrow) PackReputation() []byte {
	enc, err := bountyEscrow.abi.Pack("reputation")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReputation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc52164c6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reputation() view returns(address)
func (bountyEscrow *BountyEscrow) TryPackReputation() ([]byte, error) {
	return bountyEscrow.abi.Pack("reputation")
}

// UnpackReputation is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc52164c6.
//
// Solidity: function reputation() view returns(address)
func (bountyEscrow *BountyEscrow) UnpackReputation(data []byte) (common.Address, error) {
	out, err := bountyEscrow.abi.Unpack("reputation", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackReservationOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0da94ab6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reservationOf(uint256 bountyId) view returns(uint256)
func (bountyEscrow *BountyEscrow) PackReservationOf(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("reservationOf", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReservationOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0da94ab6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reservationOf(uint256 bountyId) view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackReservationOf(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("reservationOf", bountyId)
}

// UnpackReservationOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0da94ab6.
//
// Solidity: function reservationOf(uint256 bountyId) view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackReservationOf(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("reservationOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackResolve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23fc1544.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolve(uint256 bountyId, uint16 agentBps, uint256 slashAmount) returns()
func (bountyEscrow *BountyEscrow) PackResolve(bountyId *big.Int, agentBps uint16, slashAmount *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("resolve", bountyId, agentBps, slashAmount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23fc1544.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolve(uint256 bountyId, uint16 agentBps, uint256 slashAmount) returns()
func (bountyEscrow *BountyEscrow) TryPackResolve(bountyId *big.Int, agentBps uint16, slashAmount *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("resolve", bountyId, agentBps, slashAmount)
}

// PackSettlementOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9dd72c9d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settlementOf(uint256 bountyId) view returns(address requester, uint256 agentId, address token, uint256 paid, bool settled)
func (bountyEscrow *BountyEscrow) PackSettlementOf(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("settlementOf", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettlementOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9dd72c9d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settlementOf(uint256 bountyId) view returns(address requester, uint256 agentId, address token, uint256 paid, bool settled)
func (bountyEscrow *BountyEscrow) TryPackSettlementOf(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("settlementOf", bountyId)
}

// SettlementOfOutput serves as a container for the return parameters of contract
// method SettlementOf.
type SettlementOfOutput struct {
	Requester common.Address
	AgentId   *big.Int
	Token     common.Address
	Paid      *big.Int
	Settled   bool
}

// UnpackSettlementOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9dd72c9d.
//
// Solidity: function settlementOf(uint256 bountyId) view returns(address requester, uint256 agentId, address token, uint256 paid, bool settled)
func (bountyEscrow *BountyEscrow) UnpackSettlementOf(data []byte) (SettlementOfOutput, error) {
	out, err := bountyEscrow.abi.Unpack("settlementOf", data)
	outstruct := new(SettlementOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Requester = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.AgentId = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Token = *abi.ConvertType(out[2], new(common.Address)).(*common.Address)
	outstruct.Paid = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.Settled = *abi.ConvertType(out[4], new(bool)).(*bool)
	return *outstruct, nil
}

// PackStakeToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51ed6a30.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stakeToken() view returns(address)
func (bountyEscrow *BountyEscrow) PackStakeToken() []byte {
	enc, err := bountyEscrow.abi.Pack("stakeToken")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakeToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51ed6a30.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stakeToken() view returns(address)
func (bountyEscrow *BountyEscrow) TryPackStakeToken() ([]byte, error) {
	return bountyEscrow.abi.Pack("stakeToken")
}

// UnpackStakeToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51ed6a30.
//
// Solidity: function stakeToken() view returns(address)
func (bountyEscrow *BountyEscrow) UnpackStakeToken(data []byte) (common.Address, error) {
	out, err := bountyEscrow.abi.Unpack("stakeToken", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackStakeValue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x78b09e91.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stakeValue(address token, uint256 amount) view returns(uint256)
func (bountyEscrow *BountyEscrow) PackStakeValue(token common.Address, amount *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("stakeValue", token, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakeValue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x78b09e91.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stakeValue(address token, uint256 amount) view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackStakeValue(token common.Address, amount *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("stakeValue", token, amount)
}

// UnpackStakeValue is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x78b09e91.
//
// Solidity: function stakeValue(address token, uint256 amount) view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackStakeValue(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("stakeValue", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackStakeWeightPerUnit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x752da33e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stakeWeightPerUnit() view returns(uint256)
func (bountyEscrow *BountyEscrow) PackStakeWeightPerUnit() []byte {
	enc, err := bountyEscrow.abi.Pack("stakeWeightPerUnit")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakeWeightPerUnit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x752da33e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stakeWeightPerUnit() view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackStakeWeightPerUnit() ([]byte, error) {
	return bountyEscrow.abi.Pack("stakeWeightPerUnit")
}

// UnpackStakeWeightPerUnit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x752da33e.
//
// Solidity: function stakeWeightPerUnit() view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackStakeWeightPerUnit(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("stakeWeightPerUnit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ecea788.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submit(uint256 bountyId, bytes32 resultHash) returns()
func (bountyEscrow *BountyEscrow) PackSubmit(bountyId *big.Int, resultHash [32]byte) []byte {
	enc, err := bountyEscrow.abi.Pack("submit", bountyId, resultHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ecea788.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submit(uint256 bountyId, bytes32 resultHash) returns()
func (bountyEscrow *BountyEscrow) TryPackSubmit(bountyId *big.Int, resultHash [32]byte) ([]byte, error) {
	return bountyEscrow.abi.Pack("submit", bountyId, resultHash)
}

// PackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function treasury() view returns(address)
func (bountyEscrow *BountyEscrow) PackTreasury() []byte {
	enc, err := bountyEscrow.abi.Pack("treasury")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function treasury() view returns(address)
func (bountyEscrow *BountyEscrow) TryPackTreasury() ([]byte, error) {
	return bountyEscrow.abi.Pack("treasury")
}

// UnpackTreasury is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x61d027b3.
//
// Solidity: function treasury() view returns(address)
func (bountyEscrow *BountyEscrow) UnpackTreasury(data []byte) (common.Address, error) {
	out, err := bountyEscrow.abi.Unpack("treasury", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf940e385.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw(address token, address to) returns()
func (bountyEscrow *BountyEscrow) PackWithdraw(token common.Address, to common.Address) []byte {
	enc, err := bountyEscrow.abi.Pack("withdraw", token, to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf940e385.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw(address token, address to) returns()
func (bountyEscrow *BountyEscrow) TryPackWithdraw(token common.Address, to common.Address) ([]byte, error) {
	return bountyEscrow.abi.Pack("withdraw", token, to)
}

// BountyEscrowBountyAccepted represents a BountyAccepted event raised by the BountyEscrow contract.
type BountyEscrowBountyAccepted struct {
	BountyId  *big.Int
	AgentId   *big.Int
	Paid      *big.Int
	Fee       *big.Int
	Automatic bool
	Raw       *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyAcceptedEventName = "BountyAccepted"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyAccepted) ContractEventName() string {
	return BountyEscrowBountyAcceptedEventName
}

// UnpackBountyAcceptedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyAccepted(uint256 indexed bountyId, uint256 indexed agentId, uint256 paid, uint256 fee, bool automatic)
func (bountyEscrow *BountyEscrow) UnpackBountyAcceptedEvent(log *types.Log) (*BountyEscrowBountyAccepted, error) {
	event := "BountyAccepted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyAccepted)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowBountyCancelled represents a BountyCancelled event raised by the BountyEscrow contract.
type BountyEscrowBountyCancelled struct {
	BountyId *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyCancelledEventName = "BountyCancelled"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyCancelled) ContractEventName() string {
	return BountyEscrowBountyCancelledEventName
}

// UnpackBountyCancelledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyCancelled(uint256 indexed bountyId)
func (bountyEscrow *BountyEscrow) UnpackBountyCancelledEvent(log *types.Log) (*BountyEscrowBountyCancelled, error) {
	event := "BountyCancelled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyCancelled)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowBountyClaimed represents a BountyClaimed event raised by the BountyEscrow contract.
type BountyEscrowBountyClaimed struct {
	BountyId *big.Int
	AgentId  *big.Int
	By       common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyClaimedEventName = "BountyClaimed"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyClaimed) ContractEventName() string {
	return BountyEscrowBountyClaimedEventName
}

// UnpackBountyClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyClaimed(uint256 indexed bountyId, uint256 indexed agentId, address indexed by)
func (bountyEscrow *BountyEscrow) UnpackBountyClaimedEvent(log *types.Log) (*BountyEscrowBountyClaimed, error) {
	event := "BountyClaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyClaimed)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowBountyDisputed represents a BountyDisputed event raised by the BountyEscrow contract.
type BountyEscrowBountyDisputed struct {
	BountyId   *big.Int
	ReasonHash [32]byte
	RuleEnd    uint64
	Raw        *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyDisputedEventName = "BountyDisputed"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyDisputed) ContractEventName() string {
	return BountyEscrowBountyDisputedEventName
}

// UnpackBountyDisputedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyDisputed(uint256 indexed bountyId, bytes32 reasonHash, uint64 ruleEnd)
func (bountyEscrow *BountyEscrow) UnpackBountyDisputedEvent(log *types.Log) (*BountyEscrowBountyDisputed, error) {
	event := "BountyDisputed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyDisputed)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowBountyExpired represents a BountyExpired event raised by the BountyEscrow contract.
type BountyEscrowBountyExpired struct {
	BountyId  *big.Int
	Forfeited *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyExpiredEventName = "BountyExpired"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyExpired) ContractEventName() string {
	return BountyEscrowBountyExpiredEventName
}

// UnpackBountyExpiredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyExpired(uint256 indexed bountyId, uint256 forfeited)
func (bountyEscrow *BountyEscrow) UnpackBountyExpiredEvent(log *types.Log) (*BountyEscrowBountyExpired, error) {
	event := "BountyExpired"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyExpired)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowBountyPosted represents a BountyPosted event raised by the BountyEscrow contract.
type BountyEscrowBountyPosted struct {
	BountyId  *big.Int
	Requester common.Address
	Token     common.Address
	Amount    *big.Int
	SpecHash  [32]byte
	Deadline  uint64
	Assignee  *big.Int
	ParentId  *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyPostedEventName = "BountyPosted"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyPosted) ContractEventName() string {
	return BountyEscrowBountyPostedEventName
}

// UnpackBountyPostedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyPosted(uint256 indexed bountyId, address indexed requester, address indexed token, uint256 amount, bytes32 specHash, uint64 deadline, uint256 assignee, uint256 parentId)
func (bountyEscrow *BountyEscrow) UnpackBountyPostedEvent(log *types.Log) (*BountyEscrowBountyPosted, error) {
	event := "BountyPosted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyPosted)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowBountyRejected represents a BountyRejected event raised by the BountyEscrow contract.
type BountyEscrowBountyRejected struct {
	BountyId   *big.Int
	ReasonHash [32]byte
	DisputeEnd uint64
	Raw        *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyRejectedEventName = "BountyRejected"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyRejected) ContractEventName() string {
	return BountyEscrowBountyRejectedEventName
}

// UnpackBountyRejectedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyRejected(uint256 indexed bountyId, bytes32 reasonHash, uint64 disputeEnd)
func (bountyEscrow *BountyEscrow) UnpackBountyRejectedEvent(log *types.Log) (*BountyEscrowBountyRejected, error) {
	event := "BountyRejected"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyRejected)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowBountyResolved represents a BountyResolved event raised by the BountyEscrow contract.
type BountyEscrowBountyResolved struct {
	BountyId  *big.Int
	AgentBps  uint16
	AgentPaid *big.Int
	Refunded  *big.Int
	Slashed   *big.Int
	ByTimeout bool
	Raw       *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyResolvedEventName = "BountyResolved"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyResolved) ContractEventName() string {
	return BountyEscrowBountyResolvedEventName
}

// UnpackBountyResolvedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyResolved(uint256 indexed bountyId, uint16 agentBps, uint256 agentPaid, uint256 refunded, uint256 slashed, bool byTimeout)
func (bountyEscrow *BountyEscrow) UnpackBountyResolvedEvent(log *types.Log) (*BountyEscrowBountyResolved, error) {
	event := "BountyResolved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyResolved)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowBountySubmitted represents a BountySubmitted event raised by the BountyEscrow contract.
type BountyEscrowBountySubmitted struct {
	BountyId   *big.Int
	AgentId    *big.Int
	ResultHash [32]byte
	ReviewEnd  uint64
	Raw        *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountySubmittedEventName = "BountySubmitted"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountySubmitted) ContractEventName() string {
	return BountyEscrowBountySubmittedEventName
}

// UnpackBountySubmittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountySubmitted(uint256 indexed bountyId, uint256 indexed agentId, bytes32 resultHash, uint64 reviewEnd)
func (bountyEscrow *BountyEscrow) UnpackBountySubmittedEvent(log *types.Log) (*BountyEscrowBountySubmitted, error) {
	event := "BountySubmitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountySubmitted)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowPaymentDeferred represents a PaymentDeferred event raised by the BountyEscrow contract.
type BountyEscrowPaymentDeferred struct {
	Token   common.Address
	Account common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const BountyEscrowPaymentDeferredEventName = "PaymentDeferred"

// ContractEventName returns the user-defined event name.
func (BountyEscrowPaymentDeferred) ContractEventName() string {
	return BountyEscrowPaymentDeferredEventName
}

// UnpackPaymentDeferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaymentDeferred(address indexed token, address indexed account, uint256 amount)
func (bountyEscrow *BountyEscrow) UnpackPaymentDeferredEvent(log *types.Log) (*BountyEscrowPaymentDeferred, error) {
	event := "PaymentDeferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowPaymentDeferred)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowSlashFailed represents a SlashFailed event raised by the BountyEscrow contract.
type BountyEscrowSlashFailed struct {
	BountyId *big.Int
	AgentId  *big.Int
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const BountyEscrowSlashFailedEventName = "SlashFailed"

// ContractEventName returns the user-defined event name.
func (BountyEscrowSlashFailed) ContractEventName() string {
	return BountyEscrowSlashFailedEventName
}

// UnpackSlashFailedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SlashFailed(uint256 indexed bountyId, uint256 indexed agentId, uint256 amount)
func (bountyEscrow *BountyEscrow) UnpackSlashFailedEvent(log *types.Log) (*BountyEscrowSlashFailed, error) {
	event := "SlashFailed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowSlashFailed)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BountyEscrowWithdrawn represents a Withdrawn event raised by the BountyEscrow contract.
type BountyEscrowWithdrawn struct {
	Token   common.Address
	Account common.Address
	To      common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const BountyEscrowWithdrawnEventName = "Withdrawn"

// ContractEventName returns the user-defined event name.
func (BountyEscrowWithdrawn) ContractEventName() string {
	return BountyEscrowWithdrawnEventName
}

// UnpackWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawn(address indexed token, address indexed account, address indexed to, uint256 amount)
func (bountyEscrow *BountyEscrow) UnpackWithdrawnEvent(log *types.Log) (*BountyEscrowWithdrawn, error) {
	event := "Withdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowWithdrawn)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (bountyEscrow *BountyEscrow) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowArbiterIsRequester"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowArbiterIsRequesterError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowArbiterNotIndependent"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowArbiterNotIndependentError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadAmount"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadDeadline"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadDeadlineError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadMinReputation"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadMinReputationError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadParameter"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadParameterError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadParent"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadParentError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadReviewWindow"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadReviewWindowError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadRuling"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadRulingError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadValue"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadValueError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBountyTooSmall"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBountyTooSmallError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowDeadlinePassed"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowDeadlinePassedError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowEmptyResult"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowEmptyResultError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowFeeOnTransferToken"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowFeeOnTransferTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowFeeTakesAll"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowFeeTakesAllError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowFreeStakeTooLow"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowFreeStakeTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNoArbiter"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNoArbiterError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNotAgentOperator"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNotAgentOperatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNotArbiter"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNotArbiterError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNotAssignee"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNotAssigneeError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNotRequester"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNotRequesterError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNotTimedOut"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNotTimedOutError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNotWired"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNotWiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNothingOwed"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNothingOwedError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowRecordTooShort"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowRecordTooShortError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowReputationTooLow"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowReputationTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowStakeTokenNotListed"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowStakeTokenNotListedError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowStakeTooLow"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowStakeTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowTransferFailed"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowUnknownAgent"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowUnknownAgentError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowUnknownBounty"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowUnknownBountyError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowWindowClosed"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowWrongStatus"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowWrongStatusError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowZeroAddress"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowZeroAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// BountyEscrowEscrowArbiterIsRequester represents a EscrowArbiterIsRequester error raised by the BountyEscrow contract.
type BountyEscrowEscrowArbiterIsRequester struct {
	Arbiter common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowArbiterIsRequester(address arbiter)
func BountyEscrowEscrowArbiterIsRequesterErrorID() common.Hash {
	return common.HexToHash("0xa9e57d2bf14f711d004991a4a7b7af513a29676deb24e0ebd9ed7552d8ef6197")
}

// UnpackEscrowArbiterIsRequesterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowArbiterIsRequester(address arbiter)
func (bountyEscrow *BountyEscrow) UnpackEscrowArbiterIsRequesterError(raw []byte) (*BountyEscrowEscrowArbiterIsRequester, error) {
	out := new(BountyEscrowEscrowArbiterIsRequester)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowArbiterIsRequester", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowArbiterNotIndependent represents a EscrowArbiterNotIndependent error raised by the BountyEscrow contract.
type BountyEscrowEscrowArbiterNotIndependent struct {
	BountyId *big.Int
	Arbiter  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowArbiterNotIndependent(uint256 bountyId, address arbiter)
func BountyEscrowEscrowArbiterNotIndependentErrorID() common.Hash {
	return common.HexToHash("0xc3dc075899a658a4a73f413492f818fd3d9e072faf83d3e065fa9953729e9eba")
}

// UnpackEscrowArbiterNotIndependentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowArbiterNotIndependent(uint256 bountyId, address arbiter)
func (bountyEscrow *BountyEscrow) UnpackEscrowArbiterNotIndependentError(raw []byte) (*BountyEscrowEscrowArbiterNotIndependent, error) {
	out := new(BountyEscrowEscrowArbiterNotIndependent)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowArbiterNotIndependent", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadAmount represents a EscrowBadAmount error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadAmount struct {
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadAmount(uint256 amount)
func BountyEscrowEscrowBadAmountErrorID() common.Hash {
	return common.HexToHash("0x8e53404931147f21bac4e25969ee4ebfc6087bc7ee000ee7aa5b7ee6d385a3bb")
}

// UnpackEscrowBadAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadAmount(uint256 amount)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadAmountError(raw []byte) (*BountyEscrowEscrowBadAmount, error) {
	out := new(BountyEscrowEscrowBadAmount)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadDeadline represents a EscrowBadDeadline error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadDeadline struct {
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadDeadline(uint64 deadline)
func BountyEscrowEscrowBadDeadlineErrorID() common.Hash {
	return common.HexToHash("0x99ecfc0deee66951ca568b462aeac9b3def7d63bc1e30ff11640b14c0be0b6ae")
}

// UnpackEscrowBadDeadlineError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadDeadline(uint64 deadline)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadDeadlineError(raw []byte) (*BountyEscrowEscrowBadDeadline, error) {
	out := new(BountyEscrowEscrowBadDeadline)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadDeadline", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadMinReputation represents a EscrowBadMinReputation error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadMinReputation struct {
	MinReputation uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadMinReputation(uint8 minReputation)
func BountyEscrowEscrowBadMinReputationErrorID() common.Hash {
	return common.HexToHash("0x51845bda93b5b23a6fcfa7512de07abb5fcf285e9da6ff87773e244ec365680c")
}

// UnpackEscrowBadMinReputationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadMinReputation(uint8 minReputation)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadMinReputationError(raw []byte) (*BountyEscrowEscrowBadMinReputation, error) {
	out := new(BountyEscrowEscrowBadMinReputation)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadMinReputation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadParameter represents a EscrowBadParameter error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadParameter struct {
	Name string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadParameter(string name)
func BountyEscrowEscrowBadParameterErrorID() common.Hash {
	return common.HexToHash("0x7d1adef48ce5609e645ab601c790a66e5ca70249020000d2dc35e2cded382255")
}

// UnpackEscrowBadParameterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadParameter(string name)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadParameterError(raw []byte) (*BountyEscrowEscrowBadParameter, error) {
	out := new(BountyEscrowEscrowBadParameter)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadParameter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadParent represents a EscrowBadParent error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadParent struct {
	ParentId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadParent(uint256 parentId)
func BountyEscrowEscrowBadParentErrorID() common.Hash {
	return common.HexToHash("0x9e46e57c40c26ed5c5eae4d828fe79d143cc320867a5b62c0e44693e53c4c198")
}

// UnpackEscrowBadParentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadParent(uint256 parentId)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadParentError(raw []byte) (*BountyEscrowEscrowBadParent, error) {
	out := new(BountyEscrowEscrowBadParent)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadParent", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadReviewWindow represents a EscrowBadReviewWindow error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadReviewWindow struct {
	ReviewWindow uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadReviewWindow(uint32 reviewWindow)
func BountyEscrowEscrowBadReviewWindowErrorID() common.Hash {
	return common.HexToHash("0xebddf6fc2e405233b75ba8423b9d3ee3759cefeb8a4ffa32a2c0cd8072ccb307")
}

// UnpackEscrowBadReviewWindowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadReviewWindow(uint32 reviewWindow)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadReviewWindowError(raw []byte) (*BountyEscrowEscrowBadReviewWindow, error) {
	out := new(BountyEscrowEscrowBadReviewWindow)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadReviewWindow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadRuling represents a EscrowBadRuling error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadRuling struct {
	AgentBps    uint16
	SlashAmount *big.Int
	SlashCap    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadRuling(uint16 agentBps, uint256 slashAmount, uint256 slashCap)
func BountyEscrowEscrowBadRulingErrorID() common.Hash {
	return common.HexToHash("0xae5a24d6f8018436650386ae9d45d28e9838e7b3905b7d1e1ca75c16f13172b1")
}

// UnpackEscrowBadRulingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadRuling(uint16 agentBps, uint256 slashAmount, uint256 slashCap)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadRulingError(raw []byte) (*BountyEscrowEscrowBadRuling, error) {
	out := new(BountyEscrowEscrowBadRuling)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadRuling", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadValue represents a EscrowBadValue error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadValue struct {
	Value    *big.Int
	Expected *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadValue(uint256 value, uint256 expected)
func BountyEscrowEscrowBadValueErrorID() common.Hash {
	return common.HexToHash("0x88e56d287cbed20b26e1441e4718809d93bd8400d8438c767e26d352b606c46f")
}

// UnpackEscrowBadValueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadValue(uint256 value, uint256 expected)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadValueError(raw []byte) (*BountyEscrowEscrowBadValue, error) {
	out := new(BountyEscrowEscrowBadValue)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadValue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBountyTooSmall represents a EscrowBountyTooSmall error raised by the BountyEscrow contract.
type BountyEscrowEscrowBountyTooSmall struct {
	Weight    *big.Int
	MinWeight *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBountyTooSmall(uint256 weight, uint256 minWeight)
func BountyEscrowEscrowBountyTooSmallErrorID() common.Hash {
	return common.HexToHash("0xd796023955a31025e6d589f4a0b6e558ca01e50bcc551e9c54dfcadd209ddcb2")
}

// UnpackEscrowBountyTooSmallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBountyTooSmall(uint256 weight, uint256 minWeight)
func (bountyEscrow *BountyEscrow) UnpackEscrowBountyTooSmallError(raw []byte) (*BountyEscrowEscrowBountyTooSmall, error) {
	out := new(BountyEscrowEscrowBountyTooSmall)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBountyTooSmall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowDeadlinePassed represents a EscrowDeadlinePassed error raised by the BountyEscrow contract.
type BountyEscrowEscrowDeadlinePassed struct {
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowDeadlinePassed(uint64 deadline)
func BountyEscrowEscrowDeadlinePassedErrorID() common.Hash {
	return common.HexToHash("0x4cedb4c59f49b44c2032327625ee205ddc558f6a0e3f9df9bbf49f08d8b33c86")
}

// UnpackEscrowDeadlinePassedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowDeadlinePassed(uint64 deadline)
func (bountyEscrow *BountyEscrow) UnpackEscrowDeadlinePassedError(raw []byte) (*BountyEscrowEscrowDeadlinePassed, error) {
	out := new(BountyEscrowEscrowDeadlinePassed)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowDeadlinePassed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowEmptyResult represents a EscrowEmptyResult error raised by the BountyEscrow contract.
type BountyEscrowEscrowEmptyResult struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowEmptyResult()
func BountyEscrowEscrowEmptyResultErrorID() common.Hash {
	return common.HexToHash("0x9fc566ccb2bc547efd38cf3c637b7e108affcd7594a1ea3b2c844e3c1b7220a6")
}

// UnpackEscrowEmptyResultError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowEmptyResult()
func (bountyEscrow *BountyEscrow) UnpackEscrowEmptyResultError(raw []byte) (*BountyEscrowEscrowEmptyResult, error) {
	out := new(BountyEscrowEscrowEmptyResult)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowEmptyResult", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowFeeOnTransferToken represents a EscrowFeeOnTransferToken error raised by the BountyEscrow contract.
type BountyEscrowEscrowFeeOnTransferToken struct {
	Token    common.Address
	Received *big.Int
	Expected *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowFeeOnTransferToken(address token, uint256 received, uint256 expected)
func BountyEscrowEscrowFeeOnTransferTokenErrorID() common.Hash {
	return common.HexToHash("0x557dfcdfb74eb828fda8e2632abee2c20903b74504164936778cb1ac56c4c0b5")
}

// UnpackEscrowFeeOnTransferTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowFeeOnTransferToken(address token, uint256 received, uint256 expected)
func (bountyEscrow *BountyEscrow) UnpackEscrowFeeOnTransferTokenError(raw []byte) (*BountyEscrowEscrowFeeOnTransferToken, error) {
	out := new(BountyEscrowEscrowFeeOnTransferToken)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowFeeOnTransferToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowFeeTakesAll represents a EscrowFeeTakesAll error raised by the BountyEscrow contract.
type BountyEscrowEscrowFeeTakesAll struct {
	Amount *big.Int
	Fee    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowFeeTakesAll(uint256 amount, uint256 fee)
func BountyEscrowEscrowFeeTakesAllErrorID() common.Hash {
	return common.HexToHash("0xe142fcd4c3466e16548b7733c12d78d38dc01937e58ae904a8b583d36697e4a8")
}

// UnpackEscrowFeeTakesAllError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowFeeTakesAll(uint256 amount, uint256 fee)
func (bountyEscrow *BountyEscrow) UnpackEscrowFeeTakesAllError(raw []byte) (*BountyEscrowEscrowFeeTakesAll, error) {
	out := new(BountyEscrowEscrowFeeTakesAll)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowFeeTakesAll", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowFreeStakeTooLow represents a EscrowFreeStakeTooLow error raised by the BountyEscrow contract.
type BountyEscrowEscrowFreeStakeTooLow struct {
	AgentId  *big.Int
	Free     *big.Int
	Required *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowFreeStakeTooLow(uint256 agentId, uint256 free, uint256 required)
func BountyEscrowEscrowFreeStakeTooLowErrorID() common.Hash {
	return common.HexToHash("0x9d38be928f0dfa4cea37f8844bfc5d51cd9a577f9d58a96e1469595658aee0d1")
}

// UnpackEscrowFreeStakeTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowFreeStakeTooLow(uint256 agentId, uint256 free, uint256 required)
func (bountyEscrow *BountyEscrow) UnpackEscrowFreeStakeTooLowError(raw []byte) (*BountyEscrowEscrowFreeStakeTooLow, error) {
	out := new(BountyEscrowEscrowFreeStakeTooLow)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowFreeStakeTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNoArbiter represents a EscrowNoArbiter error raised by the BountyEscrow contract.
type BountyEscrowEscrowNoArbiter struct {
	BountyId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNoArbiter(uint256 bountyId)
func BountyEscrowEscrowNoArbiterErrorID() common.Hash {
	return common.HexToHash("0x3af611e46480f34b107c850079269752f9a75b38bd1216da6e802646d74bf90e")
}

// UnpackEscrowNoArbiterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNoArbiter(uint256 bountyId)
func (bountyEscrow *BountyEscrow) UnpackEscrowNoArbiterError(raw []byte) (*BountyEscrowEscrowNoArbiter, error) {
	out := new(BountyEscrowEscrowNoArbiter)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNoArbiter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNotAgentOperator represents a EscrowNotAgentOperator error raised by the BountyEscrow contract.
type BountyEscrowEscrowNotAgentOperator struct {
	AgentId *big.Int
	Caller  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNotAgentOperator(uint256 agentId, address caller)
func BountyEscrowEscrowNotAgentOperatorErrorID() common.Hash {
	return common.HexToHash("0x67e5d1562ad4db7d17255427b0848c1ebb3a57a3dbc3dcaff46f59052aa7a99a")
}

// UnpackEscrowNotAgentOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNotAgentOperator(uint256 agentId, address caller)
func (bountyEscrow *BountyEscrow) UnpackEscrowNotAgentOperatorError(raw []byte) (*BountyEscrowEscrowNotAgentOperator, error) {
	out := new(BountyEscrowEscrowNotAgentOperator)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNotAgentOperator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNotArbiter represents a EscrowNotArbiter error raised by the BountyEscrow contract.
type BountyEscrowEscrowNotArbiter struct {
	BountyId *big.Int
	Caller   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNotArbiter(uint256 bountyId, address caller)
func BountyEscrowEscrowNotArbiterErrorID() common.Hash {
	return common.HexToHash("0x66763ce21a35a4280a66342ab26083ae6db79bb8135ba8948b0d1489e35cbaf0")
}

// UnpackEscrowNotArbiterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNotArbiter(uint256 bountyId, address caller)
func (bountyEscrow *BountyEscrow) UnpackEscrowNotArbiterError(raw []byte) (*BountyEscrowEscrowNotArbiter, error) {
	out := new(BountyEscrowEscrowNotArbiter)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNotArbiter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNotAssignee represents a EscrowNotAssignee error raised by the BountyEscrow contract.
type BountyEscrowEscrowNotAssignee struct {
	BountyId *big.Int
	Assignee *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNotAssignee(uint256 bountyId, uint256 assignee)
func BountyEscrowEscrowNotAssigneeErrorID() common.Hash {
	return common.HexToHash("0x64cf33eebbdf489a2ea7b62393ca374504e42a3a12aa4d47beaf2b4260897394")
}

// UnpackEscrowNotAssigneeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNotAssignee(uint256 bountyId, uint256 assignee)
func (bountyEscrow *BountyEscrow) UnpackEscrowNotAssigneeError(raw []byte) (*BountyEscrowEscrowNotAssignee, error) {
	out := new(BountyEscrowEscrowNotAssignee)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNotAssignee", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNotRequester represents a EscrowNotRequester error raised by the BountyEscrow contract.
type BountyEscrowEscrowNotRequester struct {
	BountyId *big.Int
	Caller   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNotRequester(uint256 bountyId, address caller)
func BountyEscrowEscrowNotRequesterErrorID() common.Hash {
	return common.HexToHash("0x43d89477d4c81708976d71467cf1f565560935401b0b7e0e9ccf4b90820866e0")
}

// UnpackEscrowNotRequesterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNotRequester(uint256 bountyId, address caller)
func (bountyEscrow *BountyEscrow) UnpackEscrowNotRequesterError(raw []byte) (*BountyEscrowEscrowNotRequester, error) {
	out := new(BountyEscrowEscrowNotRequester)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNotRequester", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNotTimedOut represents a EscrowNotTimedOut error raised by the BountyEscrow contract.
type BountyEscrowEscrowNotTimedOut struct {
	BountyId *big.Int
	Until    uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNotTimedOut(uint256 bountyId, uint64 until)
func BountyEscrowEscrowNotTimedOutErrorID() common.Hash {
	return common.HexToHash("0xcc1effbdd4ef4effd6e919936e36d52966aa3e8748f7835efa0e48fdd2eff18a")
}

// UnpackEscrowNotTimedOutError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNotTimedOut(uint256 bountyId, uint64 until)
func (bountyEscrow *BountyEscrow) UnpackEscrowNotTimedOutError(raw []byte) (*BountyEscrowEscrowNotTimedOut, error) {
	out := new(BountyEscrowEscrowNotTimedOut)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNotTimedOut", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNotWired represents a EscrowNotWired error raised by the BountyEscrow contract.
type BountyEscrowEscrowNotWired struct {
	Registry   common.Address
	Reputation common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNotWired(address registry, address reputation)
func BountyEscrowEscrowNotWiredErrorID() common.Hash {
	return common.HexToHash("0x73746ae981cc3cd936804960f0114870352c6406930e8feb9974374f17dd1a37")
}

// UnpackEscrowNotWiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNotWired(address registry, address reputation)
func (bountyEscrow *BountyEscrow) UnpackEscrowNotWiredError(raw []byte) (*BountyEscrowEscrowNotWired, error) {
	out := new(BountyEscrowEscrowNotWired)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNotWired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNothingOwed represents a EscrowNothingOwed error raised by the BountyEscrow contract.
type BountyEscrowEscrowNothingOwed struct {
	Token   common.Address
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNothingOwed(address token, address account)
func BountyEscrowEscrowNothingOwedErrorID() common.Hash {
	return common.HexToHash("0xebda3e469441f8d3148ac39202fb39707bc891ab2bab85cbff6a59bc54960eef")
}

// UnpackEscrowNothingOwedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNothingOwed(address token, address account)
func (bountyEscrow *BountyEscrow) UnpackEscrowNothingOwedError(raw []byte) (*BountyEscrowEscrowNothingOwed, error) {
	out := new(BountyEscrowEscrowNothingOwed)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNothingOwed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowRecordTooShort represents a EscrowRecordTooShort error raised by the BountyEscrow contract.
type BountyEscrowEscrowRecordTooShort struct {
	AgentId  *big.Int
	Paid     *big.Int
	Required *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowRecordTooShort(uint256 agentId, uint256 paid, uint256 required)
func BountyEscrowEscrowRecordTooShortErrorID() common.Hash {
	return common.HexToHash("0xcbc54531c3f4d73cd0dd2c73063c739db67de4ef9d6de19df372cdaf4c04a0d4")
}

// UnpackEscrowRecordTooShortError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowRecordTooShort(uint256 agentId, uint256 paid, uint256 required)
func (bountyEscrow *BountyEscrow) UnpackEscrowRecordTooShortError(raw []byte) (*BountyEscrowEscrowRecordTooShort, error) {
	out := new(BountyEscrowEscrowRecordTooShort)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowRecordTooShort", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowReputationTooLow represents a EscrowReputationTooLow error raised by the BountyEscrow contract.
type BountyEscrowEscrowReputationTooLow struct {
	AgentId    *big.Int
	Reputation *big.Int
	Required   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowReputationTooLow(uint256 agentId, uint256 reputation, uint256 required)
func BountyEscrowEscrowReputationTooLowErrorID() common.Hash {
	return common.HexToHash("0x4ef4a33b8936e9478a83d2796fbef9292b71ca268ebf667143801233d0119c75")
}

// UnpackEscrowReputationTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowReputationTooLow(uint256 agentId, uint256 reputation, uint256 required)
func (bountyEscrow *BountyEscrow) UnpackEscrowReputationTooLowError(raw []byte) (*BountyEscrowEscrowReputationTooLow, error) {
	out := new(BountyEscrowEscrowReputationTooLow)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowReputationTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowStakeTokenNotListed represents a EscrowStakeTokenNotListed error raised by the BountyEscrow contract.
type BountyEscrowEscrowStakeTokenNotListed struct {
	StakeToken common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowStakeTokenNotListed(address stakeToken)
func BountyEscrowEscrowStakeTokenNotListedErrorID() common.Hash {
	return common.HexToHash("0x3fa736f0b093311c9bb4cf4f4ee95e279750fcb61da6e5b80e0ad83f4e524267")
}

// UnpackEscrowStakeTokenNotListedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowStakeTokenNotListed(address stakeToken)
func (bountyEscrow *BountyEscrow) UnpackEscrowStakeTokenNotListedError(raw []byte) (*BountyEscrowEscrowStakeTokenNotListed, error) {
	out := new(BountyEscrowEscrowStakeTokenNotListed)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowStakeTokenNotListed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowStakeTooLow represents a EscrowStakeTooLow error raised by the BountyEscrow contract.
type BountyEscrowEscrowStakeTooLow struct {
	AgentId  *big.Int
	Stake    *big.Int
	Required *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowStakeTooLow(uint256 agentId, uint256 stake, uint256 required)
func BountyEscrowEscrowStakeTooLowErrorID() common.Hash {
	return common.HexToHash("0xa849734e911fa2a838d62f2305cee7ee006531bb478d981797e0941cd25ef4a0")
}

// UnpackEscrowStakeTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowStakeTooLow(uint256 agentId, uint256 stake, uint256 required)
func (bountyEscrow *BountyEscrow) UnpackEscrowStakeTooLowError(raw []byte) (*BountyEscrowEscrowStakeTooLow, error) {
	out := new(BountyEscrowEscrowStakeTooLow)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowStakeTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowTransferFailed represents a EscrowTransferFailed error raised by the BountyEscrow contract.
type BountyEscrowEscrowTransferFailed struct {
	Token  common.Address
	To     common.Address
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowTransferFailed(address token, address to, uint256 amount)
func BountyEscrowEscrowTransferFailedErrorID() common.Hash {
	return common.HexToHash("0x6fa94dc40455093cce3bde33669a5a228ec556c702189d79dde85df2e5926d9c")
}

// UnpackEscrowTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowTransferFailed(address token, address to, uint256 amount)
func (bountyEscrow *BountyEscrow) UnpackEscrowTransferFailedError(raw []byte) (*BountyEscrowEscrowTransferFailed, error) {
	out := new(BountyEscrowEscrowTransferFailed)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowTransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowUnknownAgent represents a EscrowUnknownAgent error raised by the BountyEscrow contract.
type BountyEscrowEscrowUnknownAgent struct {
	AgentId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowUnknownAgent(uint256 agentId)
func BountyEscrowEscrowUnknownAgentErrorID() common.Hash {
	return common.HexToHash("0xa6c9b3a2bc1e8c77bd977607c176cf9b31433c6ee6d85a5915b3e7cc126c699c")
}

// UnpackEscrowUnknownAgentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowUnknownAgent(uint256 agentId)
func (bountyEscrow *BountyEscrow) UnpackEscrowUnknownAgentError(raw []byte) (*BountyEscrowEscrowUnknownAgent, error) {
	out := new(BountyEscrowEscrowUnknownAgent)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowUnknownAgent", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowUnknownBounty represents a EscrowUnknownBounty error raised by the BountyEscrow contract.
type BountyEscrowEscrowUnknownBounty struct {
	BountyId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowUnknownBounty(uint256 bountyId)
func BountyEscrowEscrowUnknownBountyErrorID() common.Hash {
	return common.HexToHash("0x402f63ebdbfae895c6551d5a2422e3cc1df7a26282d164300efb941474d924a5")
}

// UnpackEscrowUnknownBountyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowUnknownBounty(uint256 bountyId)
func (bountyEscrow *BountyEscrow) UnpackEscrowUnknownBountyError(raw []byte) (*BountyEscrowEscrowUnknownBounty, error) {
	out := new(BountyEscrowEscrowUnknownBounty)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowUnknownBounty", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowWindowClosed represents a EscrowWindowClosed error raised by the BountyEscrow contract.
type BountyEscrowEscrowWindowClosed struct {
	BountyId *big.Int
	Until    uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowWindowClosed(uint256 bountyId, uint64 until)
func BountyEscrowEscrowWindowClosedErrorID() common.Hash {
	return common.HexToHash("0x1b0faf0379f1c288c5cb43ff4e2186168e0ffef3511685be7f9d66632adc8774")
}

// UnpackEscrowWindowClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowWindowClosed(uint256 bountyId, uint64 until)
func (bountyEscrow *BountyEscrow) UnpackEscrowWindowClosedError(raw []byte) (*BountyEscrowEscrowWindowClosed, error) {
	out := new(BountyEscrowEscrowWindowClosed)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowWindowClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowWrongStatus represents a EscrowWrongStatus error raised by the BountyEscrow contract.
type BountyEscrowEscrowWrongStatus struct {
	BountyId *big.Int
	Status   uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowWrongStatus(uint256 bountyId, uint8 status)
func BountyEscrowEscrowWrongStatusErrorID() common.Hash {
	return common.HexToHash("0x9a20e025d0cf05400623cbbe27587c8a4fc39a099d5e933ea3a27bb62d2aa78d")
}

// UnpackEscrowWrongStatusError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowWrongStatus(uint256 bountyId, uint8 status)
func (bountyEscrow *BountyEscrow) UnpackEscrowWrongStatusError(raw []byte) (*BountyEscrowEscrowWrongStatus, error) {
	out := new(BountyEscrowEscrowWrongStatus)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowWrongStatus", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowZeroAddress represents a EscrowZeroAddress error raised by the BountyEscrow contract.
type BountyEscrowEscrowZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowZeroAddress()
func BountyEscrowEscrowZeroAddressErrorID() common.Hash {
	return common.HexToHash("0x674fe7f57967a32b229dda08b8291da607fa181506d9e17cc1a9ffffa138c450")
}

// UnpackEscrowZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowZeroAddress()
func (bountyEscrow *BountyEscrow) UnpackEscrowZeroAddressError(raw []byte) (*BountyEscrowEscrowZeroAddress, error) {
	out := new(BountyEscrowEscrowZeroAddress)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the BountyEscrow contract.
type BountyEscrowReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func BountyEscrowReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (bountyEscrow *BountyEscrow) UnpackReentrancyGuardReentrantCallError(raw []byte) (*BountyEscrowReentrancyGuardReentrantCall, error) {
	out := new(BountyEscrowReentrancyGuardReentrantCall)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the BountyEscrow contract.
type BountyEscrowSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func BountyEscrowSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (bountyEscrow *BountyEscrow) UnpackSafeERC20FailedOperationError(raw []byte) (*BountyEscrowSafeERC20FailedOperation, error) {
	out := new(BountyEscrowSafeERC20FailedOperation)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}
