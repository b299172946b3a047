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

// ReputationRegistryMetaData contains all meta data concerning the ReputationRegistry contract.
var ReputationRegistryMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"agentRegistry_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"weightTokens\",\"type\":\"address[]\",\"internalType\":\"address[]\"},{\"name\":\"weightPerUnit_\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"agentRegistry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"aggregateOf\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"weight\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"weightedScore\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"escrow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"feedbackGiven\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"feedbackSource\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"weight\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getClients\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address[]\",\"internalType\":\"address[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getLastIndex\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getSummary\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"clientAddresses\",\"type\":\"address[]\",\"internalType\":\"address[]\"},{\"name\":\"tag1\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tag2\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"averageScore\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"giveFeedback\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"score\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"tag1\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tag2\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"feedbackURI\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"feedbackHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"readFeedback\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"score\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"tag1\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tag2\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"isRevoked\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"recordOutcome\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"client\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"outcome\",\"type\":\"uint8\",\"internalType\":\"enumIReputationRegistry.Outcome\"},{\"name\":\"score\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"reputationOf\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"revokeFeedback\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"feedbackIndex\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setEscrow\",\"inputs\":[{\"name\":\"escrow_\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"weightOf\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"weightPerUnit\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"EscrowSet\",\"inputs\":[{\"name\":\"escrow\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"FeedbackRevoked\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"feedbackIndex\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"NewFeedback\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"score\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"},{\"name\":\"tag1\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"tag2\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"feedbackURI\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"},{\"name\":\"feedbackHash\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"feedbackIndex\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OutcomeRecorded\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"client\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"outcome\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"enumIReputationRegistry.Outcome\"},{\"name\":\"score\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"},{\"name\":\"weight\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"ReputationAlreadyRevoked\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"client\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"ReputationBadParameter\",\"inputs\":[{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"ReputationBadScore\",\"inputs\":[{\"name\":\"score\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"ReputationBountyNotSettled\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ReputationEscrowAlreadySet\",\"inputs\":[{\"name\":\"escrow\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ReputationEscrowNotSet\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ReputationFeedbackExists\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ReputationNoFeedback\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"client\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"ReputationNotDeployer\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ReputationNotEscrow\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ReputationNotRequester\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ReputationZeroAddress\",\"inputs\":[]}]",
	ID:  "ReputationRegistry",
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161213038038061213083398101604081905261002e916102b9565b6001600160a01b0383166100555760405163fbc6540160e01b815260040160405180910390fd5b805182511461009b57604051637eda61e160e11b815260206004820152600c60248201526b776569676874546f6b656e7360a01b60448201526064015b60405180910390fd5b6001600160a01b0383166080523360a0525f5b82518110156101c5575f6001600160a01b03168382815181106100d3576100d361038c565b60200260200101516001600160a01b0316036101025760405163fbc6540160e01b815260040160405180910390fd5b6ec097ce7bc90715b34b9f10000000008282815181106101245761012461038c565b6020026020010151111561016b57604051637eda61e160e11b815260206004820152600d60248201526c1dd95a59da1d14195c955b9a5d609a1b6044820152606401610092565b81818151811061017d5761017d61038c565b602002602001015160015f85848151811061019a5761019a61038c565b6020908102919091018101516001600160a01b031682528101919091526040015f20556001016100ae565b505050506103a0565b80516001600160a01b03811681146101e4575f5ffd5b919050565b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b0381118282101715610225576102256101e9565b604052919050565b5f6001600160401b03821115610245576102456101e9565b5060051b60200190565b5f82601f83011261025e575f5ffd5b815161027161026c8261022d565b6101fd565b8082825260208201915060208360051b860101925085831115610292575f5ffd5b602085015b838110156102af578051835260209283019201610297565b5095945050505050565b5f5f5f606084860312156102cb575f5ffd5b6102d4846101ce565b60208501519093506001600160401b038111156102ef575f5ffd5b8401601f810186136102ff575f5ffd5b805161030d61026c8261022d565b8082825260208201915060208360051b85010192508883111561032e575f5ffd5b6020840193505b8284101561035757610346846101ce565b825260209384019390910190610335565b6040880151909550925050506001600160401b03811115610376575f5ffd5b6103828682870161024f565b9150509250925092565b634e487b7160e01b5f52603260045260245ffd5b60805160a051611d6f6103c15f395f610dda01525f6101010152611d6f5ff3fe608060405234801561000f575f5ffd5b50600436106100fb575f3560e01c8063adf94cca11610093578063e2fdcc1711610063578063e2fdcc1714610358578063e98645d914610377578063f2d817591461038a578063f3ede511146103e5575f5ffd5b8063adf94cca146102e0578063bae19d9514610305578063c10c354614610318578063cff79b221461032b575f5ffd5b806348e37a18116100ce57806348e37a18146101d95780634ab3ca991461020157806388a0e31614610216578063abf1efad146102cd575f5ffd5b80630d1cfcae146100ff578063232b08101461014b57806331259cff1461018457806342dd519c146101b9575b5f5ffd5b7f00000000000000000000000000000000000000000000000000000000000000005b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020015b60405180910390f35b61015e6101593660046117fd565b610417565b6040805160ff909516855260208501939093529183015215156060820152608001610142565b610197610192366004611838565b610451565b6040805167ffffffffffffffff909316835260ff909116602083015201610142565b6101cc6101c73660046118c3565b6106e4565b60405161014291906118da565b6101ec6101e73660046117fd565b61075a565b60408051928352602083019190915201610142565b61021461020f366004611932565b61079d565b005b6102a76102243660046118c3565b5f90815260026020908152604091829020825160608101845290546bffffffffffffffffffffffff81168083526c0100000000000000000000000082046cffffffffffffffffffffffffff1693830184905279010000000000000000000000000000000000000000000000000090910466ffffffffffffff169190930181905292565b6040805167ffffffffffffffff9094168452602084019290925290820152606001610142565b6102146102db36600461196c565b610b6a565b6102f36102ee3660046118c3565b610c10565b60405160ff9091168152602001610142565b610214610313366004611a0e565b610cea565b610214610326366004611a83565b610dc2565b61034a610339366004611a83565b60016020525f908152604090205481565b604051908152602001610142565b5f546101219073ffffffffffffffffffffffffffffffffffffffff1681565b61034a610385366004611aa5565b610f56565b6103cc610398366004611acf565b5f91825260036020908152604080842073ffffffffffffffffffffffffffffffffffffffff93909316845291905290205490565b60405167ffffffffffffffff9091168152602001610142565b6104076103f33660046118c3565b5f9081526006602052604090205460ff1690565b6040519015158152602001610142565b5f5f5f5f5f610427888888610fe4565b8054600182015460029092015460ff8083169c939b50909950610100909104169650945050505050565b5f5f5f8686808060200260200160405190810160405280939291908181526020018383602002808284375f9201829052508451949550939093039250610504915050575f88815260046020908152604091829020805483518184028101840190945280845290918301828280156104fc57602002820191905f5260205f20905b815473ffffffffffffffffffffffffffffffffffffffff1681526001909101906020018083116104d1575b505050505090505b5f5f5f5f5b8451811015610689575f8c81526003602052604081208651829088908590811061053557610535611afd565b602002602001015173ffffffffffffffffffffffffffffffffffffffff1673ffffffffffffffffffffffffffffffffffffffff1681526020019081526020015f2090505f5b815481101561067f575f82828154811061059657610596611afd565b5f91825260209091206003909102018054909150610100900460ff16156105bd5750610677565b8b158015906105d057508b816001015414155b156105db5750610677565b8a158015906105ee57508a816002015414155b156105f95750610677565b6106028a611b57565b8154909a506106149060ff1686611b83565b815490955061063d906801000000000000000090046bffffffffffffffffffffffff1688611b83565b8154909750610669906bffffffffffffffffffffffff680100000000000000008204169060ff16611b96565b6106739087611b83565b9550505b60010161057a565b5050600101610509565b508567ffffffffffffffff165f036106aa575f5f95509550505050506106da565b82156106bf576106ba8383611bad565b6106d3565b6106d367ffffffffffffffff871682611bad565b9450505050505b9550959350505050565b5f8181526004602090815260409182902080548351818402810184019094528084526060939283018282801561074e57602002820191905f5260205f20905b815473ffffffffffffffffffffffffffffffffffffffff168152600190910190602001808311610723575b50505050509050919050565b5f5f5f610768868686610fe4565b5462010000810465ffffffffffff1697680100000000000000009091046bffffffffffffffffffffffff169650945050505050565b5f8281526003602090815260408083203384529091529020805467ffffffffffffffff831610610817576040517f9a7fb2950000000000000000000000000000000000000000000000000000000081526004810184905233602482015267ffffffffffffffff831660448201526064015b60405180910390fd5b5f818367ffffffffffffffff168154811061083457610834611afd565b5f91825260209091206003909102018054909150610100900460ff16156108a0576040517f831fa77f0000000000000000000000000000000000000000000000000000000081526004810185905233602482015267ffffffffffffffff8416604482015260640161080e565b80546101007fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00ff8216178083555f868152600260209081526040808320815160608101835290546bffffffffffffffffffffffff80821683526c0100000000000000000000000082046cffffffffffffffffffffffffff1694830194909452790100000000000000000000000000000000000000000000000000900466ffffffffffffff169181019190915293919261096b92680100000000000000009091049091169060ff16611b96565b604080516060810190915284548451929350909182916bffffffffffffffffffffffff6801000000000000000090910481169116116109aa575f6109d2565b845484516109d2916801000000000000000090046bffffffffffffffffffffffff1690611be5565b6bffffffffffffffffffffffff1681526020018284602001516cffffffffffffffffffffffffff1611610a05575f610a24565b8284602001516cffffffffffffffffffffffffff16610a249190611c09565b6cffffffffffffffffffffffffff1681526020015f846040015166ffffffffffffff1611610a52575f610a63565b60018460400151610a639190611c1c565b66ffffffffffffff9081169091525f8881526002602090815260408083208551815493870151968301519095167901000000000000000000000000000000000000000000000000000278ffffffffffffffffffffffffffffffffffffffffffffffffff6cffffffffffffffffffffffffff9097166c01000000000000000000000000027fffffffffffffff000000000000000000000000000000000000000000000000009094166bffffffffffffffffffffffff90961695909517929092179490941692909217909155905167ffffffffffffffff871691339189917f25156fd3288212246d8b008d5921fde376c71ed14ac2e072a506eb06fde6d09d91a4505050505050565b606460ff87161115610bad576040517f0fd5059000000000000000000000000000000000000000000000000000000000815260ff8716600482015260240161080e565b5f5f610bbb898989896110b7565b91509150610c0582828b8b8b8b8b8b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152508d92506110ed915050565b505050505050505050565b5f818152600260209081526040808320815160608101835290546bffffffffffffffffffffffff81168083526c0100000000000000000000000082046cffffffffffffffffffffffffff1694830194909452790100000000000000000000000000000000000000000000000000900466ffffffffffffff1691810191909152908203610c9e57505f92915050565b5f815f01516bffffffffffffffffffffffff1682602001516cffffffffffffffffffffffffff16610ccf9190611bad565b905060648111610cdf5780610ce2565b60645b949350505050565b5f5473ffffffffffffffffffffffffffffffffffffffff163314610d3c576040517f25fbcb5500000000000000000000000000000000000000000000000000000000815233600482015260240161080e565b606460ff82161115610d4c575060645b5f610d578585610f56565b9050610d6487838361113f565b8573ffffffffffffffffffffffffffffffffffffffff1688887f031ffcfb02c0b1823883c300fe7733bb8184faaa1f6c2aa16cbb5494b0c85acc868686604051610db093929190611c3b565b60405180910390a45050505050505050565b3373ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001614610e33576040517feacd6c1e00000000000000000000000000000000000000000000000000000000815233600482015260240161080e565b5f5473ffffffffffffffffffffffffffffffffffffffff1615610e9d575f546040517fe5b5ec3400000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff909116600482015260240161080e565b73ffffffffffffffffffffffffffffffffffffffff8116610eea576040517ffbc6540100000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f80547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff8316908117825560405190917fa585aec3a6cb0e1a084ed18c7638024e40cc3e3ea815166e2cb6fc17d7f1392b91a250565b5f73ffffffffffffffffffffffffffffffffffffffff8316610f8757610f80633b9aca0083611bad565b9050610fde565b73ffffffffffffffffffffffffffffffffffffffff83165f9081526001602052604081205490819003610fbd575f915050610fde565b670de0b6b3a7640000610fd08285611b96565b610fda9190611bad565b9150505b92915050565b5f83815260036020908152604080832073ffffffffffffffffffffffffffffffffffffffff861684529091528120805467ffffffffffffffff841610611085576040517f9a7fb2950000000000000000000000000000000000000000000000000000000081526004810186905273ffffffffffffffffffffffffffffffffffffffff8516602482015267ffffffffffffffff8416604482015260640161080e565b808367ffffffffffffffff16815481106110a1576110a1611afd565b905f5260205f2090600302019150509392505050565b5f5f5f6110c3876113b2565b90935090506110d383878361113f565b6110e18387838a89896115e0565b91505094509492505050565b833373ffffffffffffffffffffffffffffffffffffffff16897f955dddf5e49d1c2e9df1d099d19bf6ecc10816b13d75dce27a7277df0ab1941f888787878d8f604051610db096959493929190611c8b565b5f83815260026020908152604091829020825160608101845290546bffffffffffffffffffffffff80821683526c0100000000000000000000000082046cffffffffffffffffffffffffff1693830193909352790100000000000000000000000000000000000000000000000000900466ffffffffffffff16928101929092528211156111d6576bffffffffffffffffffffffff91505b80515f906111f39084906bffffffffffffffffffffffff16611b83565b90505f6112038460ff8716611b96565b83602001516cffffffffffffffffffffffffff166112219190611b83565b90505f836040015166ffffffffffffff16600161123e9190611b83565b905060405180606001604052806bffffffffffffffffffffffff801685116112665784611274565b6bffffffffffffffffffffffff5b6bffffffffffffffffffffffff1681526020016cffffffffffffffffffffffffff84116112a157836112b0565b6cffffffffffffffffffffffffff5b6cffffffffffffffffffffffffff16815260200166ffffffffffffff83116112d857826112e1565b66ffffffffffffff5b66ffffffffffffff9081169091525f988952600260209081526040998a9020835181549285015194909b01519092167901000000000000000000000000000000000000000000000000000278ffffffffffffffffffffffffffffffffffffffffffffffffff6cffffffffffffffffffffffffff9094166c01000000000000000000000000027fffffffffffffff000000000000000000000000000000000000000000000000009092166bffffffffffffffffffffffff909b169a909a17179190911697909717909655505050505050565b5f8054819073ffffffffffffffffffffffffffffffffffffffff1680611404576040517fbf9530dd00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5f5f5f5f8573ffffffffffffffffffffffffffffffffffffffff16639dd72c9d8a6040518263ffffffff1660e01b815260040161144491815260200190565b60a060405180830381865afa15801561145f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906114839190611d0e565b94509450945094509450806114c7576040517fe894c987000000000000000000000000000000000000000000000000000000008152600481018a905260240161080e565b73ffffffffffffffffffffffffffffffffffffffff8516331461151f576040517f211ab0d7000000000000000000000000000000000000000000000000000000008152600481018a905233602482015260440161080e565b5f8981526006602052604090205460ff161561156a576040517f311b2995000000000000000000000000000000000000000000000000000000008152600481018a905260240161080e565b5f89815260066020526040902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0016600117905592965086926115af8383610f56565b96506bffffffffffffffffffffffff8711156115d5576bffffffffffffffffffffffff96505b505050505050915091565b5f86815260056020908152604080832033845290915281205460ff1661168a575f8781526005602090815260408083203380855290835281842080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001660019081179091558b8552600484529184208054928301815584529190922090910180547fffffffffffffffffffffffff00000000000000000000000000000000000000001690911790555b505f958652600360208181526040808920338a5282528089208054825160c08101845260ff9a8b1681528085018c815265ffffffffffff998a169482019485526bffffffffffffffffffffffff9a8b166060830190815260808301998a5260a0830198895260018085018655948e5295909c2090519582020180549b519351945195909a167fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0000909b169a909a1761010092151592909202919091177fffffffffffffffffffffffff000000000000000000000000000000000000ffff166201000092909616919091027fffffffffffffffffffffffff000000000000000000000000ffffffffffffffff169490941768010000000000000000919095160293909317845551908301555160029091015590565b73ffffffffffffffffffffffffffffffffffffffff811681146117de575f5ffd5b50565b803567ffffffffffffffff811681146117f8575f5ffd5b919050565b5f5f5f6060848603121561180f575f5ffd5b833592506020840135611821816117bd565b915061182f604085016117e1565b90509250925092565b5f5f5f5f5f6080868803121561184c575f5ffd5b85359450602086013567ffffffffffffffff811115611869575f5ffd5b8601601f81018813611879575f5ffd5b803567ffffffffffffffff81111561188f575f5ffd5b8860208260051b84010111156118a3575f5ffd5b959860209190910197509495604081013595606090910135945092505050565b5f602082840312156118d3575f5ffd5b5035919050565b602080825282518282018190525f918401906040840190835b8181101561192757835173ffffffffffffffffffffffffffffffffffffffff168352602093840193909201916001016118f3565b509095945050505050565b5f5f60408385031215611943575f5ffd5b82359150611953602084016117e1565b90509250929050565b803560ff811681146117f8575f5ffd5b5f5f5f5f5f5f5f60c0888a031215611982575f5ffd5b873596506119926020890161195c565b95506040880135945060608801359350608088013567ffffffffffffffff8111156119bb575f5ffd5b8801601f81018a136119cb575f5ffd5b803567ffffffffffffffff8111156119e1575f5ffd5b8a60208284010111156119f2575f5ffd5b979a9699509497939660209095019560a0909401359392505050565b5f5f5f5f5f5f5f60e0888a031215611a24575f5ffd5b87359650602088013595506040880135611a3d816117bd565b94506060880135611a4d816117bd565b93506080880135925060a088013560048110611a67575f5ffd5b9150611a7560c0890161195c565b905092959891949750929550565b5f60208284031215611a93575f5ffd5b8135611a9e816117bd565b9392505050565b5f5f60408385031215611ab6575f5ffd5b8235611ac1816117bd565b946020939093013593505050565b5f5f60408385031215611ae0575f5ffd5b823591506020830135611af2816117bd565b809150509250929050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b5f67ffffffffffffffff821667ffffffffffffffff8103611b7a57611b7a611b2a565b60010192915050565b80820180821115610fde57610fde611b2a565b8082028115828204841417610fde57610fde611b2a565b5f82611be0577f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b500490565b6bffffffffffffffffffffffff8281168282160390811115610fde57610fde611b2a565b81810381811115610fde57610fde611b2a565b66ffffffffffffff8281168282160390811115610fde57610fde611b2a565b6060810160048510611c74577f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b93815260ff92909216602083015260409091015290565b60ff8716815285602082015260c060408201525f85518060c0840152806020880160e085015e5f60e0828501015260e07fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011684010191505084606083015283608083015267ffffffffffffffff831660a0830152979650505050505050565b5f5f5f5f5f60a08688031215611d22575f5ffd5b8551611d2d816117bd565b602087015160408801519196509450611d45816117bd565b6060870151608088015191945092508015158114611d61575f5ffd5b80915050929550929590935056",
}

// ReputationRegistry is an auto generated Go binding around an Ethereum contract.
type ReputationRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ReputationRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewReputationRegistry creates a new instance of ReputationRegistry.
func NewReputationRegistry() *ReputationRegistry {
	parsed, err := ReputationRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ReputationRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ReputationRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address agentRegistry_, address[] weightTokens, uint256[] weightPerUnit_) returns()
func (reputationRegistry *ReputationRegistry) PackConstructor(agentRegistry_ common.Address, weightTokens []common.Address, weightPerUnit_ []*big.Int) []byte {
	enc, err := reputationRegistry.abi.Pack("", agentRegistry_, weightTokens, weightPerUnit_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAgentRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0d1cfcae.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function agentRegistry() view returns(address)
func (reputationRegistry *ReputationRegistry) PackAgentRegistry() []byte {
	enc, err := reputationRegistry.abi.Pack("agentRegistry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAgentRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0d1cfcae.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function agentRegistry() view returns(address)
func (reputationRegistry *ReputationRegistry) TryPackAgentRegistry() ([]byte, error) {
	return reputationRegistry.abi.Pack("agentRegistry")
}

// UnpackAgentRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0d1cfcae.
//
// Solidity: function agentRegistry() view returns(address)
func (reputationRegistry *ReputationRegistry) UnpackAgentRegistry(data []byte) (common.Address, error) {
	out, err := reputationRegistry.abi.Unpack("agentRegistry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackAggregateOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88a0e316.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function aggregateOf(uint256 agentId) view returns(uint64 count, uint256 weight, uint256 weightedScore)
func (reputationRegistry *ReputationRegistry) PackAggregateOf(agentId *big.Int) []byte {
	enc, err := reputationRegistry.abi.Pack("aggregateOf", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAggregateOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88a0e316.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function aggregateOf(uint256 agentId) view returns(uint64 count, uint256 weight, uint256 weightedScore)
func (reputationRegistry *ReputationRegistry) TryPackAggregateOf(agentId *big.Int) ([]byte, error) {
	return reputationRegistry.abi.Pack("aggregateOf", agentId)
}

// AggregateOfOutput serves as a container for the return parameters of contract
// method AggregateOf.
type AggregateOfOutput struct {
	Count         uint64
	Weight        *big.Int
	WeightedScore *big.Int
}

// UnpackAggregateOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x88a0e316.
//
// Solidity: function aggregateOf(uint256 agentId) view returns(uint64 count, uint256 weight, uint256 weightedScore)
func (reputationRegistry *ReputationRegistry) UnpackAggregateOf(data []byte) (AggregateOfOutput, error) {
	out, err := reputationRegistry.abi.Unpack("aggregateOf", data)
	outstruct := new(AggregateOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Count = *abi.ConvertType(out[0], new(uint64)).(*uint64)
	outstruct.Weight = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.WeightedScore = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrow() view returns(address)
func (reputationRegistry *ReputationRegistry) PackEscrow() []byte {
	enc, err := reputationRegistry.abi.Pack("escrow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function escrow() view returns(address)
func (reputationRegistry *ReputationRegistry) TryPackEscrow() ([]byte, error) {
	return reputationRegistry.abi.Pack("escrow")
}

// UnpackEscrow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe2fdcc17.
//
// Solidity: function escrow() view returns(address)
func (reputationRegistry *ReputationRegistry) UnpackEscrow(data []byte) (common.Address, error) {
	out, err := reputationRegistry.abi.Unpack("escrow", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackFeedbackGiven is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3ede511.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feedbackGiven(uint256 bountyId) view returns(bool)
func (reputationRegistry *ReputationRegistry) PackFeedbackGiven(bountyId *big.Int) []byte {
	enc, err := reputationRegistry.abi.Pack("feedbackGiven", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeedbackGiven is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3ede511.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feedbackGiven(uint256 bountyId) view returns(bool)
func (reputationRegistry *ReputationRegistry) TryPackFeedbackGiven(bountyId *big.Int) ([]byte, error) {
	return reputationRegistry.abi.Pack("feedbackGiven", bountyId)
}

// UnpackFeedbackGiven is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf3ede511.
//
// Solidity: function feedbackGiven(uint256 bountyId) view returns(bool)
func (reputationRegistry *ReputationRegistry) UnpackFeedbackGiven(data []byte) (bool, error) {
	out, err := reputationRegistry.abi.Unpack("feedbackGiven", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackFeedbackSource is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48e37a18.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feedbackSource(uint256 agentId, address clientAddress, uint64 index) view returns(uint256 bountyId, uint256 weight)
func (reputationRegistry *ReputationRegistry) PackFeedbackSource(agentId *big.Int, clientAddress common.Address, index uint64) []byte {
	enc, err := reputationRegistry.abi.Pack("feedbackSource", agentId, clientAddress, index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeedbackSource is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48e37a18.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feedbackSource(uint256 agentId, address clientAddress, uint64 index) view returns(uint256 bountyId, uint256 weight)
func (reputationRegistry *ReputationRegistry) TryPackFeedbackSource(agentId *big.Int, clientAddress common.Address, index uint64) ([]byte, error) {
	return reputationRegistry.abi.Pack("feedbackSource", agentId, clientAddress, index)
}

// FeedbackSourceOutput serves as a container for the return parameters of contract
// method FeedbackSource.
type FeedbackSourceOutput struct {
	BountyId *big.Int
	Weight   *big.Int
}

// UnpackFeedbackSource is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x48e37a18.
//
// Solidity: function feedbackSource(uint256 agentId, address clientAddress, uint64 index) view returns(uint256 bountyId, uint256 weight)
func (reputationRegistry *ReputationRegistry) UnpackFeedbackSource(data []byte) (FeedbackSourceOutput, error) {
	out, err := reputationRegistry.abi.Unpack("feedbackSource", data)
	outstruct := new(FeedbackSourceOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.BountyId = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Weight = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackGetClients is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42dd519c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getClients(uint256 agentId) view returns(address[])
func (reputationRegistry *ReputationRegistry) PackGetClients(agentId *big.Int) []byte {
	enc, err := reputationRegistry.abi.Pack("getClients", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetClients is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42dd519c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getClients(uint256 agentId) view returns(address[])
func (reputationRegistry *ReputationRegistry) TryPackGetClients(agentId *big.Int) ([]byte, error) {
	return reputationRegistry.abi.Pack("getClients", agentId)
}

// UnpackGetClients is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x42dd519c.
//
// Solidity: function getClients(uint256 agentId) view returns(address[])
func (reputationRegistry *ReputationRegistry) UnpackGetClients(data []byte) ([]common.Address, error) {
	out, err := reputationRegistry.abi.Unpack("getClients", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackGetLastIndex is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2d81759.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getLastIndex(uint256 agentId, address clientAddress) view returns(uint64)
func (reputationRegistry *ReputationRegistry) PackGetLastIndex(agentId *big.Int, clientAddress common.Address) []byte {
	enc, err := reputationRegistry.abi.Pack("getLastIndex", agentId, clientAddress)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetLastIndex is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2d81759.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getLastIndex(uint256 agentId, address clientAddress) view returns(uint64)
func (reputationRegistry *ReputationRegistry) TryPackGetLastIndex(agentId *big.Int, clientAddress common.Address) ([]byte, error) {
	return reputationRegistry.abi.Pack("getLastIndex", agentId, clientAddress)
}

// UnpackGetLastIndex is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf2d81759.
//
// Solidity: function getLastIndex(uint256 agentId, address clientAddress) view returns(uint64)
func (reputationRegistry *ReputationRegistry) UnpackGetLastIndex(data []byte) (uint64, error) {
	out, err := reputationRegistry.abi.Unpack("getLastIndex", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackGetSummary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31259cff.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getSummary(uint256 agentId, address[] clientAddresses, bytes32 tag1, bytes32 tag2) view returns(uint64 count, uint8 averageScore)
func (reputationRegistry *ReputationRegistry) PackGetSummary(agentId *big.Int, clientAddresses []common.Address, tag1 [32]byte, tag2 [32]byte) []byte {
	enc, err := reputationRegistry.abi.Pack("getSummary", agentId, clientAddresses, tag1, tag2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetSummary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31259cff.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getSummary(uint256 agentId, address[] clientAddresses, bytes32 tag1, bytes32 tag2) view returns(uint64 count, uint8 averageScore)
func (reputationRegistry *ReputationRegistry) TryPackGetSummary(agentId *big.Int, clientAddresses []common.Address, tag1 [32]byte, tag2 [32]byte) ([]byte, error) {
	return reputationRegistry.abi.Pack("getSummary", agentId, clientAddresses, tag1, tag2)
}

// GetSummaryOutput serves as a container for the return parameters of contract
// method GetSummary.
type GetSummaryOutput struct {
	Count        uint64
	AverageScore uint8
}

// UnpackGetSummary is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x31259cff.
//
// Solidity: function getSummary(uint256 agentId, address[] clientAddresses, bytes32 tag1, bytes32 tag2) view returns(uint64 count, uint8 averageScore)
func (reputationRegistry *ReputationRegistry) UnpackGetSummary(data []byte) (GetSummaryOutput, error) {
	out, err := reputationRegistry.abi.Unpack("getSummary", data)
	outstruct := new(GetSummaryOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Count = *abi.ConvertType(out[0], new(uint64)).(*uint64)
	outstruct.AverageScore = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	return *outstruct, nil
}

// PackGiveFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xabf1efad.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function giveFeedback(uint256 bountyId, uint8 score, bytes32 tag1, bytes32 tag2, string feedbackURI, bytes32 feedbackHash) returns()
func (reputationRegistry *ReputationRegistry) PackGiveFeedback(bountyId *big.Int, score uint8, tag1 [32]byte, tag2 [32]byte, feedbackURI string, feedbackHash [32]byte) []byte {
	enc, err := reputationRegistry.abi.Pack("giveFeedback", bountyId, score, tag1, tag2, feedbackURI, feedbackHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGiveFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xabf1efad.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function giveFeedback(uint256 bountyId, uint8 score, bytes32 tag1, bytes32 tag2, string feedbackURI, bytes32 feedbackHash) returns()
func (reputationRegistry *ReputationRegistry) TryPackGiveFeedback(bountyId *big.Int, score uint8, tag1 [32]byte, tag2 [32]byte, feedbackURI string, feedbackHash [32]byte) ([]byte, error) {
	return reputationRegistry.abi.Pack("giveFeedback", bountyId, score, tag1, tag2, feedbackURI, feedbackHash)
}

// PackReadFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x232b0810.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function readFeedback(uint256 agentId, address clientAddress, uint64 index) view returns(uint8 score, bytes32 tag1, bytes32 tag2, bool isRevoked)
func (reputationRegistry *ReputationRegistry) PackReadFeedback(agentId *big.Int, clientAddress common.Address, index uint64) []byte {
	enc, err := reputationRegistry.abi.Pack("readFeedback", agentId, clientAddress, index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReadFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x232b0810.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function readFeedback(uint256 agentId, address clientAddress, uint64 index) view returns(uint8 score, bytes32 tag1, bytes32 tag2, bool isRevoked)
func (reputationRegistry *ReputationRegistry) TryPackReadFeedback(agentId *big.Int, clientAddress common.Address, index uint64) ([]byte, error) {
	return reputationRegistry.abi.Pack("readFeedback", agentId, clientAddress, index)
}

// ReadFeedbackOutput serves as a container for the return parameters of contract
// method ReadFeedback.
type ReadFeedbackOutput struct {
	Score     uint8
	Tag1      [32]byte
	Tag2      [32]byte
	IsRevoked bool
}

// UnpackReadFeedback is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x232b0810.
//
// Solidity: function readFeedback(uint256 agentId, address clientAddress, uint64 index) view returns(uint8 score, bytes32 tag1, bytes32 tag2, bool isRevoked)
func (reputationRegistry *ReputationRegistry) UnpackReadFeedback(data []byte) (ReadFeedbackOutput, error) {
	out, err := reputationRegistry.abi.Unpack("readFeedback", data)
	outstruct := new(ReadFeedbackOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Score = *abi.ConvertType(out[0], new(uint8)).(*uint8)
	outstruct.Tag1 = *abi.ConvertType(out[1], new([32]byte)).(*[32]byte)
	outstruct.Tag2 = *abi.ConvertType(out[2], new([32]byte)).(*[32]byte)
	outstruct.IsRevoked = *abi.ConvertType(out[3], new(bool)).(*bool)
	return *outstruct, nil
}

// PackRecordOutcome is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbae19d95.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function recordOutcome(uint256 bountyId, uint256 agentId, address client, address token, uint256 amount, uint8 outcome, uint8 score) returns()
func (reputationRegistry *ReputationRegistry) PackRecordOutcome(bountyId *big.Int, agentId *big.Int, client common.Address, token common.Address, amount *big.Int, outcome uint8, score uint8) []byte {
	enc, err := reputationRegistry.abi.Pack("recordOutcome", bountyId, agentId, client, token, amount, outcome, score)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRecordOutcome is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbae19d95.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function recordOutcome(uint256 bountyId, uint256 agentId, address client, address token, uint256 amount, uint8 outcome, uint8 score) returns()
func (reputationRegistry *ReputationRegistry) TryPackRecordOutcome(bountyId *big.Int, agentId *big.Int, client common.Address, token common.Address, amount *big.Int, outcome uint8, score uint8) ([]byte, error) {
	return reputationRegistry.abi.Pack("recordOutcome", bountyId, agentId, client, token, amount, outcome, score)
}

// PackReputationOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xadf94cca.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reputationOf(uint256 agentId) view returns(uint8)
func (reputationRegistry *ReputationRegistry) PackReputationOf(agentId *big.Int) []byte {
	enc, err := reputationRegistry.abi.Pack("reputationOf", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReputationOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xadf94cca.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reputationOf(uint256 agentId) view returns(uint8)
func (reputationRegistry *ReputationRegistry) TryPackReputationOf(agentId *big.Int) ([]byte, error) {
	return reputationRegistry.abi.Pack("reputationOf", agentId)
}

// UnpackReputationOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xadf94cca.
//
// Solidity: function reputationOf(uint256 agentId) view returns(uint8)
func (reputationRegistry *ReputationRegistry) UnpackReputationOf(data []byte) (uint8, error) {
	out, err := reputationRegistry.abi.Unpack("reputationOf", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackRevokeFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ab3ca99.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeFeedback(uint256 agentId, uint64 feedbackIndex) returns()
func (reputationRegistry *ReputationRegistry) PackRevokeFeedback(agentId *big.Int, feedbackIndex uint64) []byte {
	enc, err := reputationRegistry.abi.Pack("revokeFeedback", agentId, feedbackIndex)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ab3ca99.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeFeedback(uint256 agentId, uint64 feedbackIndex) returns()
func (reputationRegistry *ReputationRegistry) TryPackRevokeFeedback(agentId *big.Int, feedbackIndex uint64) ([]byte, error) {
	return reputationRegistry.abi.Pack("revokeFeedback", agentId, feedbackIndex)
}

// PackSetEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc10c3546.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setEscrow(address escrow_) returns()
func (reputationRegistry *ReputationRegistry) PackSetEscrow(escrow common.Address) []byte {
	enc, err := reputationRegistry.abi.Pack("setEscrow", escrow)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc10c3546.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setEscrow(address escrow_) returns()
func (reputationRegistry *ReputationRegistry) TryPackSetEscrow(escrow common.Address) ([]byte, error) {
	return reputationRegistry.abi.Pack("setEscrow", escrow)
}

// PackWeightOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe98645d9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function weightOf(address token, uint256 amount) view returns(uint256)
func (reputationRegistry *ReputationRegistry) PackWeightOf(token common.Address, amount *big.Int) []byte {
	enc, err := reputationRegistry.abi.Pack("weightOf", token, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWeightOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe98645d9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function weightOf(address token, uint256 amount) view returns(uint256)
func (reputationRegistry *ReputationRegistry) TryPackWeightOf(token common.Address, amount *big.Int) ([]byte, error) {
	return reputationRegistry.abi.Pack("weightOf", token, amount)
}

// UnpackWeightOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe98645d9.
//
// Solidity: function weightOf(address token, uint256 amount) view returns(uint256)
func (reputationRegistry *ReputationRegistry) UnpackWeightOf(data []byte) (*big.Int, error) {
	out, err := reputationRegistry.abi.Unpack("weightOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackWeightPerUnit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcff79b22.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function weightPerUnit(address token) view returns(uint256)
func (reputationRegistry *ReputationRegistry) PackWeightPerUnit(token common.Address) []byte {
	enc, err := reputationRegistry.abi.Pack("weightPerUnit", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWeightPerUnit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcff79b22.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function weightPerUnit(address token) view returns(uint256)
func (reputationRegistry *ReputationRegistry) TryPackWeightPerUnit(token common.Address) ([]byte, error) {
	return reputationRegistry.abi.Pack("weightPerUnit", token)
}

// UnpackWeightPerUnit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcff79b22.
//
// Solidity: function weightPerUnit(address token) view returns(uint256)
func (reputationRegistry *ReputationRegistry) UnpackWeightPerUnit(data []byte) (*big.Int, error) {
	out, err := reputationRegistry.abi.Unpack("weightPerUnit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// ReputationRegistryEscrowSet represents a EscrowSet event raised by the ReputationRegistry contract.
type ReputationRegistryEscrowSet struct {
	Escrow common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const ReputationRegistryEscrowSetEventName = "EscrowSet"

// ContractEventName returns the user-defined event name.
func (ReputationRegistryEscrowSet) ContractEventName() string {
	return ReputationRegistryEscrowSetEventName
}

// UnpackEscrowSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EscrowSet(address indexed escrow)
func (reputationRegistry *ReputationRegistry) UnpackEscrowSetEvent(log *types.Log) (*ReputationRegistryEscrowSet, error) {
	event := "EscrowSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationRegistryEscrowSet)
	if len(log.Data) > 0 {
		if err := reputationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationRegistry.abi.Events[event].Inputs {
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

// ReputationRegistryFeedbackRevoked represents a FeedbackRevoked event raised by the ReputationRegistry contract.
type ReputationRegistryFeedbackRevoked struct {
	AgentId       *big.Int
	ClientAddress common.Address
	FeedbackIndex uint64
	Raw           *types.Log // Blockchain specific contextual infos
}

const ReputationRegistryFeedbackRevokedEventName = "FeedbackRevoked"

// ContractEventName returns the user-defined event name.
func (ReputationRegistryFeedbackRevoked) ContractEventName() string {
	return ReputationRegistryFeedbackRevokedEventName
}

// UnpackFeedbackRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FeedbackRevoked(uint256 indexed agentId, address indexed clientAddress, uint64 indexed feedbackIndex)
func (reputationRegistry *ReputationRegistry) UnpackFeedbackRevokedEvent(log *types.Log) (*ReputationRegistryFeedbackRevoked, error) {
	event := "FeedbackRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationRegistryFeedbackRevoked)
	if len(log.Data) > 0 {
		if err := reputationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationRegistry.abi.Events[event].Inputs {
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

// ReputationRegistryNewFeedback represents a NewFeedback event raised by the ReputationRegistry contract.
type ReputationRegistryNewFeedback struct {
	AgentId       *big.Int
	ClientAddress common.Address
	Score         uint8
	Tag1          [32]byte
	Tag2          [32]byte
	FeedbackURI   string
	FeedbackHash  [32]byte
	BountyId      *big.Int
	FeedbackIndex uint64
	Raw           *types.Log // Blockchain specific contextual infos
}

const ReputationRegistryNewFeedbackEventName = "NewFeedback"

// ContractEventName returns the user-defined event name.
func (ReputationRegistryNewFeedback) ContractEventName() string {
	return ReputationRegistryNewFeedbackEventName
}

// UnpackNewFeedbackEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event NewFeedback(uint256 indexed agentId, address indexed clientAddress, uint8 score, bytes32 indexed tag1, bytes32 tag2, string feedbackURI, bytes32 feedbackHash, uint256 bountyId, uint64 feedbackIndex)
func (reputationRegistry *ReputationRegistry) UnpackNewFeedbackEvent(log *types.Log) (*ReputationRegistryNewFeedback, error) {
	event := "NewFeedback"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationRegistryNewFeedback)
	if len(log.Data) > 0 {
		if err := reputationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationRegistry.abi.Events[event].Inputs {
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

// ReputationRegistryOutcomeRecorded represents a OutcomeRecorded event raised by the ReputationRegistry contract.
type ReputationRegistryOutcomeRecorded struct {
	AgentId  *big.Int
	BountyId *big.Int
	Client   common.Address
	Outcome  uint8
	Score    uint8
	Weight   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const ReputationRegistryOutcomeRecordedEventName = "OutcomeRecorded"

// ContractEventName returns the user-defined event name.
func (ReputationRegistryOutcomeRecorded) ContractEventName() string {
	return ReputationRegistryOutcomeRecordedEventName
}

// UnpackOutcomeRecordedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OutcomeRecorded(uint256 indexed agentId, uint256 indexed bountyId, address indexed client, uint8 outcome, uint8 score, uint256 weight)
func (reputationRegistry *ReputationRegistry) UnpackOutcomeRecordedEvent(log *types.Log) (*ReputationRegistryOutcomeRecorded, error) {
	event := "OutcomeRecorded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationRegistryOutcomeRecorded)
	if len(log.Data) > 0 {
		if err := reputationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationRegistry.abi.Events[event].Inputs {
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
func (reputationRegistry *ReputationRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationAlreadyRevoked"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationAlreadyRevokedError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationBadParameter"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationBadParameterError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationBadScore"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationBadScoreError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationBountyNotSettled"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationBountyNotSettledError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationEscrowAlreadySet"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationEscrowAlreadySetError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationEscrowNotSet"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationEscrowNotSetError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationFeedbackExists"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationFeedbackExistsError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationNoFeedback"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationNoFeedbackError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationNotDeployer"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationNotDeployerError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationNotEscrow"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationNotEscrowError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationNotRequester"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationNotRequesterError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ReputationZeroAddress"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackReputationZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ReputationRegistryReputationAlreadyRevoked represents a ReputationAlreadyRevoked error raised by the ReputationRegistry contract.
type ReputationRegistryReputationAlreadyRevoked struct {
	AgentId *big.Int
	Client  common.Address
	Index   uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationAlreadyRevoked(uint256 agentId, address client, uint64 index)
func ReputationRegistryReputationAlreadyRevokedErrorID() common.Hash {
	return common.HexToHash("0x831fa77f5ba7b054bfa45e09a472d2aff6931871aae35571933ba01d4d42f8a3")
}

// UnpackReputationAlreadyRevokedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationAlreadyRevoked(uint256 agentId, address client, uint64 index)
func (reputationRegistry *ReputationRegistry) UnpackReputationAlreadyRevokedError(raw []byte) (*ReputationRegistryReputationAlreadyRevoked, error) {
	out := new(ReputationRegistryReputationAlreadyRevoked)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationAlreadyRevoked", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationBadParameter represents a ReputationBadParameter error raised by the ReputationRegistry contract.
type ReputationRegistryReputationBadParameter struct {
	Name string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationBadParameter(string name)
func ReputationRegistryReputationBadParameterErrorID() common.Hash {
	return common.HexToHash("0xfdb4c3c252d80726a673389f808423d6a82238578f006a62acbe8b72bdca7251")
}

// UnpackReputationBadParameterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationBadParameter(string name)
func (reputationRegistry *ReputationRegistry) UnpackReputationBadParameterError(raw []byte) (*ReputationRegistryReputationBadParameter, error) {
	out := new(ReputationRegistryReputationBadParameter)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationBadParameter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationBadScore represents a ReputationBadScore error raised by the ReputationRegistry contract.
type ReputationRegistryReputationBadScore struct {
	Score uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationBadScore(uint8 score)
func ReputationRegistryReputationBadScoreErrorID() common.Hash {
	return common.HexToHash("0x0fd50590605fb2300715eee2b7a7f058949870545182f0c2061cf1f48ad9fd6c")
}

// UnpackReputationBadScoreError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationBadScore(uint8 score)
func (reputationRegistry *ReputationRegistry) UnpackReputationBadScoreError(raw []byte) (*ReputationRegistryReputationBadScore, error) {
	out := new(ReputationRegistryReputationBadScore)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationBadScore", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationBountyNotSettled represents a ReputationBountyNotSettled error raised by the ReputationRegistry contract.
type ReputationRegistryReputationBountyNotSettled struct {
	BountyId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationBountyNotSettled(uint256 bountyId)
func ReputationRegistryReputationBountyNotSettledErrorID() common.Hash {
	return common.HexToHash("0xe894c987a85b7756980a5228b6074f4d17768fed70caaec2903fd6f66503e769")
}

// UnpackReputationBountyNotSettledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationBountyNotSettled(uint256 bountyId)
func (reputationRegistry *ReputationRegistry) UnpackReputationBountyNotSettledError(raw []byte) (*ReputationRegistryReputationBountyNotSettled, error) {
	out := new(ReputationRegistryReputationBountyNotSettled)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationBountyNotSettled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationEscrowAlreadySet represents a ReputationEscrowAlreadySet error raised by the ReputationRegistry contract.
type ReputationRegistryReputationEscrowAlreadySet struct {
	Escrow common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationEscrowAlreadySet(address escrow)
func ReputationRegistryReputationEscrowAlreadySetErrorID() common.Hash {
	return common.HexToHash("0xe5b5ec34f5c2514e9a3f15c3663833626dccfd3a33482ed1edab1b94efcb454a")
}

// UnpackReputationEscrowAlreadySetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationEscrowAlreadySet(address escrow)
func (reputationRegistry *ReputationRegistry) UnpackReputationEscrowAlreadySetError(raw []byte) (*ReputationRegistryReputationEscrowAlreadySet, error) {
	out := new(ReputationRegistryReputationEscrowAlreadySet)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationEscrowAlreadySet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationEscrowNotSet represents a ReputationEscrowNotSet error raised by the ReputationRegistry contract.
type ReputationRegistryReputationEscrowNotSet struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationEscrowNotSet()
func ReputationRegistryReputationEscrowNotSetErrorID() common.Hash {
	return common.HexToHash("0xbf9530dd3c8eb7f83fb54445b600b8a99a2a4e89d8af3185c07175697204a602")
}

// UnpackReputationEscrowNotSetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationEscrowNotSet()
func (reputationRegistry *ReputationRegistry) UnpackReputationEscrowNotSetError(raw []byte) (*ReputationRegistryReputationEscrowNotSet, error) {
	out := new(ReputationRegistryReputationEscrowNotSet)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationEscrowNotSet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationFeedbackExists represents a ReputationFeedbackExists error raised by the ReputationRegistry contract.
type ReputationRegistryReputationFeedbackExists struct {
	BountyId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationFeedbackExists(uint256 bountyId)
func ReputationRegistryReputationFeedbackExistsErrorID() common.Hash {
	return common.HexToHash("0x311b299507eb721dfc08b9d1d98f03365c753ae2cdbea24931852569fdce2a99")
}

// UnpackReputationFeedbackExistsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationFeedbackExists(uint256 bountyId)
func (reputationRegistry *ReputationRegistry) UnpackReputationFeedbackExistsError(raw []byte) (*ReputationRegistryReputationFeedbackExists, error) {
	out := new(ReputationRegistryReputationFeedbackExists)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationFeedbackExists", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationNoFeedback represents a ReputationNoFeedback error raised by the ReputationRegistry contract.
type ReputationRegistryReputationNoFeedback struct {
	AgentId *big.Int
	Client  common.Address
	Index   uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationNoFeedback(uint256 agentId, address client, uint64 index)
func ReputationRegistryReputationNoFeedbackErrorID() common.Hash {
	return common.HexToHash("0x9a7fb2956cd70781360a45aefafd54a41573ab8e09583268d023b25115851fec")
}

// UnpackReputationNoFeedbackError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationNoFeedback(uint256 agentId, address client, uint64 index)
func (reputationRegistry *ReputationRegistry) UnpackReputationNoFeedbackError(raw []byte) (*ReputationRegistryReputationNoFeedback, error) {
	out := new(ReputationRegistryReputationNoFeedback)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationNoFeedback", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationNotDeployer represents a ReputationNotDeployer error raised by the ReputationRegistry contract.
type ReputationRegistryReputationNotDeployer struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationNotDeployer(address caller)
func ReputationRegistryReputationNotDeployerErrorID() common.Hash {
	return common.HexToHash("0xeacd6c1e09ae4ba9eca107089ed0b43ad20e9fa752229c36695d35999a621f88")
}

// UnpackReputationNotDeployerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationNotDeployer(address caller)
func (reputationRegistry *ReputationRegistry) UnpackReputationNotDeployerError(raw []byte) (*ReputationRegistryReputationNotDeployer, error) {
	out := new(ReputationRegistryReputationNotDeployer)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationNotDeployer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationNotEscrow represents a ReputationNotEscrow error raised by the ReputationRegistry contract.
type ReputationRegistryReputationNotEscrow struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationNotEscrow(address caller)
func ReputationRegistryReputationNotEscrowErrorID() common.Hash {
	return common.HexToHash("0x25fbcb55e53bf10dd5b90090a4e50c9cc218945b2da20b64f831b1359739dcb6")
}

// UnpackReputationNotEscrowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationNotEscrow(address caller)
func (reputationRegistry *ReputationRegistry) UnpackReputationNotEscrowError(raw []byte) (*ReputationRegistryReputationNotEscrow, error) {
	out := new(ReputationRegistryReputationNotEscrow)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationNotEscrow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationNotRequester represents a ReputationNotRequester error raised by the ReputationRegistry contract.
type ReputationRegistryReputationNotRequester struct {
	BountyId *big.Int
	Caller   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationNotRequester(uint256 bountyId, address caller)
func ReputationRegistryReputationNotRequesterErrorID() common.Hash {
	return common.HexToHash("0x211ab0d7a9f01d05772c9289d0bfca75663611918434293de2b195ac7971398b")
}

// UnpackReputationNotRequesterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationNotRequester(uint256 bountyId, address caller)
func (reputationRegistry *ReputationRegistry) UnpackReputationNotRequesterError(raw []byte) (*ReputationRegistryReputationNotRequester, error) {
	out := new(ReputationRegistryReputationNotRequester)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationNotRequester", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryReputationZeroAddress represents a ReputationZeroAddress error raised by the ReputationRegistry contract.
type ReputationRegistryReputationZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationZeroAddress()
func ReputationRegistryReputationZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xfbc6540165831136b35c0ac567266753e0a6968eeba123863759705b2624cb4a")
}

// UnpackReputationZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationZeroAddress()
func (reputationRegistry *ReputationRegistry) UnpackReputationZeroAddressError(raw []byte) (*ReputationRegistryReputationZeroAddress, error) {
	out := new(ReputationRegistryReputationZeroAddress)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ReputationZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}
