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

// ERC8004ReputationRegistryMetaData contains all meta data concerning the ERC8004ReputationRegistry contract.
var ERC8004ReputationRegistryMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"identityRegistry\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"appendResponse\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"feedbackIndex\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"responseURI\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"responseHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"getClients\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address[]\",\"internalType\":\"address[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getIdentityRegistry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getLastIndex\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getResponseCount\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"feedbackIndex\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"\",\"type\":\"address[]\",\"internalType\":\"address[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getSummary\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"clientAddresses\",\"type\":\"address[]\",\"internalType\":\"address[]\"},{\"name\":\"tag1\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"tag2\",\"type\":\"string\",\"internalType\":\"string\"}],\"outputs\":[{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"summaryValue\",\"type\":\"int128\",\"internalType\":\"int128\"},{\"name\":\"summaryValueDecimals\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"giveFeedback\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"value\",\"type\":\"int128\",\"internalType\":\"int128\"},{\"name\":\"valueDecimals\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"tag1\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"tag2\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"endpoint\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"feedbackURI\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"feedbackHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"readAllFeedback\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"clientAddresses\",\"type\":\"address[]\",\"internalType\":\"address[]\"},{\"name\":\"tag1\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"tag2\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"includeRevoked\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[{\"name\":\"clients\",\"type\":\"address[]\",\"internalType\":\"address[]\"},{\"name\":\"feedbackIndexes\",\"type\":\"uint64[]\",\"internalType\":\"uint64[]\"},{\"name\":\"values\",\"type\":\"int128[]\",\"internalType\":\"int128[]\"},{\"name\":\"valueDecimals\",\"type\":\"uint8[]\",\"internalType\":\"uint8[]\"},{\"name\":\"tag1s\",\"type\":\"string[]\",\"internalType\":\"string[]\"},{\"name\":\"tag2s\",\"type\":\"string[]\",\"internalType\":\"string[]\"},{\"name\":\"revokedStatuses\",\"type\":\"bool[]\",\"internalType\":\"bool[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"readFeedback\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"feedbackIndex\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"value\",\"type\":\"int128\",\"internalType\":\"int128\"},{\"name\":\"valueDecimals\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"tag1\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"tag2\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"isRevoked\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"revokeFeedback\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"feedbackIndex\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"FeedbackRevoked\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"feedbackIndex\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"NewFeedback\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"feedbackIndex\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"},{\"name\":\"value\",\"type\":\"int128\",\"indexed\":false,\"internalType\":\"int128\"},{\"name\":\"valueDecimals\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"},{\"name\":\"indexedTag1\",\"type\":\"string\",\"indexed\":true,\"internalType\":\"string\"},{\"name\":\"tag1\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"},{\"name\":\"tag2\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"},{\"name\":\"endpoint\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"},{\"name\":\"feedbackURI\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"},{\"name\":\"feedbackHash\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ResponseAppended\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"clientAddress\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"feedbackIndex\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"},{\"name\":\"responder\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"responseURI\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"},{\"name\":\"responseHash\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"ReputationBadValue\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ReputationNoClients\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ReputationNoFeedback\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ReputationRefused\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ReputationSelfFeedback\",\"inputs\":[]}]",
	ID:  "ERC8004ReputationRegistry",
	Bin: "0x60a0604052348015600e575f5ffd5b5060405161271b38038061271b833981016040819052602b91603b565b6001600160a01b03166080526066565b5f60208284031215604a575f5ffd5b81516001600160a01b0381168114605f575f5ffd5b9392505050565b6080516126966100855f395f818161021d01526104d001526126965ff3fe608060405234801561000f575f5ffd5b50600436106100b9575f3560e01c806381bbba5811610072578063c2349ab211610058578063c2349ab214610247578063d9d842241461025a578063f2d8175914610280575f5ffd5b806381bbba58146101c4578063bc4d861b14610203575f5ffd5b806342dd519c116100a257806342dd519c146100ff5780634ab3ca991461011f5780636e04cacd14610132575f5ffd5b8063232b0810146100bd5780633c036a7e146100ea575b5f5ffd5b6100d06100cb366004611841565b610293565b6040516100e19594939291906118a8565b60405180910390f35b6100fd6100f83660046119de565b610417565b005b61011261010d366004611acc565b6107b8565b6040516100e19190611b33565b6100fd61012d366004611b4c565b61082e565b6101ab610140366004611bbe565b50506040805160208082019590955273ffffffffffffffffffffffffffffffffffffffff939093168382015267ffffffffffffffff91821660608085019190915281518085039091018152608090930181528251928401929092205f90815260039093529120541690565b60405167ffffffffffffffff90911681526020016100e1565b6101d76101d2366004611c66565b610905565b6040805167ffffffffffffffff9094168452600f9290920b602084015260ff16908201526060016100e1565b60405173ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001681526020016100e1565b6100fd610255366004611d0e565b610c30565b61026d610268366004611d9b565b610d81565b6040516100e19796959493929190611fab565b6101ab61028e366004612074565b610e5b565b5f5f6060805f5f6102a5898989610e8f565b8054600182018054929350600f82900b9260ff70010000000000000000000000000000000084048116936002870192710100000000000000000000000000000000009091049091169083906102f990612095565b80601f016020809104026020016040519081016040528092919081815260200182805461032590612095565b80156103705780601f1061034757610100808354040283529160200191610370565b820191905f5260205f20905b81548152906001019060200180831161035357829003601f168201915b5050505050925081805461038390612095565b80601f01602080910402602001604051908101604052809291908181526020018280546103af90612095565b80156103fa5780601f106103d1576101008083540402835291602001916103fa565b820191905f5260205f20905b8154815290600101906020018083116103dd57829003601f168201915b505050505091509550955095509550955050939792965093509350565b60128660ff16118061043c57506f4b3b4ca85a86c47a098a224000000000600f88900b135b80610464575061045b6f4b3b4ca85a86c47a098a224000000000612113565b600f0b87600f0b125b1561049b576040517f2e20e82a00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6040517fd95e72be000000000000000000000000000000000000000000000000000000008152336004820152602481018990527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff169063d95e72be90604401602060405180830381865afa15801561052a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061054e919061214f565b15610585576040517fef725fd500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f88815260026020908152604080832033845290915290205460ff1661062e575f8881526002602090815260408083203380855290835281842080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001660019081179091558c85528084529184208054928301815584529190922090910180547fffffffffffffffffffffffff00000000000000000000000000000000000000001690911790555b5f888152602081815260408083203384528252808320815160a081018352600f8c900b815260ff808c16828601908152938201868152606083018c8152608084018c9052845460018181018755868a52979098208451600390990201805496519251151571010000000000000000000000000000000000027fffffffffffffffffffffffffffff00ffffffffffffffffffffffffffffffffff93909416700100000000000000000000000000000000027fffffffffffffffffffffffffffffff00000000000000000000000000000000009097166fffffffffffffffffffffffffffffffff90991698909817959095171617855591519093919282019061073590826121b6565b506080820151600282019061074a90826121b6565b5050508560405161075b9190612271565b6040519081900381208254909133918c917f6a4a61743519c9d648a14e6493f47dbe3ff1aa29e7785c96c8326a205e58febc916107a5918e908e908e908e908e908e908e90612287565b60405180910390a4505050505050505050565b5f8181526001602090815260409182902080548351818402810184019094528084526060939283018282801561082257602002820191905f5260205f20905b815473ffffffffffffffffffffffffffffffffffffffff1681526001909101906020018083116107f7575b50505050509050919050565b5f61083a833384610e8f565b805490915071010000000000000000000000000000000000900460ff161561088e576040517f2e985bd000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b80547fffffffffffffffffffffffffffff00ffffffffffffffffffffffffffffffffff167101000000000000000000000000000000000017815560405167ffffffffffffffff831690339085907f25156fd3288212246d8b008d5921fde376c71ed14ac2e072a506eb06fde6d09d905f90a4505050565b5f8080878103610941576040517f1e74756a00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f61094a6117e3565b5f5b8a811015610b54575f8d8152602081905260408120818e8e858181106109745761097461230d565b9050602002016020810190610989919061233a565b73ffffffffffffffffffffffffffffffffffffffff1673ffffffffffffffffffffffffffffffffffffffff1681526020019081526020015f2090505f5b8154811015610b4a575f8282815481106109e2576109e261230d565b5f9182526020909120600390910201805490915071010000000000000000000000000000000000900460ff1680610a995750610a97818e8e8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f81840152601f19601f820116905080830192505050505050508d8d8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250610f4f92505050565b155b15610aa45750610b42565b8054610ac890700100000000000000000000000000000000900460ff166012612353565b610ad390600a612449565b8154610ae29190600f0b612454565b610aec908761249f565b81549096508590700100000000000000000000000000000000900460ff1660138110610b1a57610b1a61230d565b602002018051610b29906124c6565b67ffffffffffffffff169052610b3e896124c6565b9850505b6001016109c6565b505060010161094c565b508467ffffffffffffffff165f03610b76575f5f5f9450945094505050610c23565b60015b60128160ff1611610be657818460ff1660138110610b9957610b9961230d565b602002015167ffffffffffffffff16828260ff1660138110610bbd57610bbd61230d565b602002015167ffffffffffffffff161115610bd6578093505b610bdf816124f2565b9050610b79565b50610bf560ff84166012612353565b610c0090600a612449565b610c1467ffffffffffffffff871684612507565b610c1e9190612507565b935050505b9750975097945050505050565b5f829003610c6a576040517f2e985bd000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b610c75868686610e8f565b5060408051602080820189905273ffffffffffffffffffffffffffffffffffffffff88168284015267ffffffffffffffff87811660608085019190915284518085039091018152608090930184528251928201929092205f90815260039091529182208054909291610ce791166124c6565b91906101000a81548167ffffffffffffffff021916908367ffffffffffffffff1602179055503373ffffffffffffffffffffffffffffffffffffffff168573ffffffffffffffffffffffffffffffffffffffff16877fb1c6be0b5b8aef6539e2fac0fd131a2faa7b49edf8e505b5eb0ad487d56051d487878787604051610d719493929190612574565b60405180910390a4505050505050565b60608060608060608060608a515f03610e04575f8c81526001602090815260409182902080548351818402810184019094528084529091830182828015610dfc57602002820191905f5260205f20905b815473ffffffffffffffffffffffffffffffffffffffff168152600190910190602001808311610dd1575b50505050509a505b5f610e128d8d8d8d8d610fb6565b9050610e25815f01518260600151611489565b809650819750829850839950849a50505050505080602001518160400151809850819950505050959b949a509550955095509550565b5f8281526020818152604080832073ffffffffffffffffffffffffffffffffffffffff851684529091529020545b92915050565b5f8381526020818152604080832073ffffffffffffffffffffffffffffffffffffffff86168452909152812067ffffffffffffffff83161580610edc5750805467ffffffffffffffff8416115b15610f13576040517f9a0299d000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b80610f1f6001856125bc565b67ffffffffffffffff1681548110610f3957610f3961230d565b905f5260205f2090600302019150509392505050565b5f82515f1480610f7c575082516020840120604051610f729060018701906125dc565b6040518091039020145b8015610fae575081511580610fae575081516020830120604051610fa49060028701906125dc565b6040518091039020145b949350505050565b610fe060405180608001604052806060815260200160608152602001606081526020015f81525090565b5f610feb8787611753565b905060405180608001604052808267ffffffffffffffff81111561101157611011611914565b60405190808252806020026020018201604052801561106757816020015b6040805160a0810182525f8082526020808301829052928201526060808201819052608082015282525f1990920191018161102f5790505b5081526020018267ffffffffffffffff81111561108657611086611914565b6040519080825280602002602001820160405280156110af578160200160208202803683370190505b5081526020018267ffffffffffffffff8111156110ce576110ce611914565b6040519080825280602002602001820160405280156110f7578160200160208202803683370190505b5081526020015f81525091505f5b865181101561146a575f888152602081905260408120885182908a90859081106111315761113161230d565b602002602001015173ffffffffffffffffffffffffffffffffffffffff1673ffffffffffffffffffffffffffffffffffffffff1681526020019081526020015f2090505f5b8154811015611460578181815481106111915761119161230d565b5f91825260209091206003909102015471010000000000000000000000000000000000900460ff1680156111c3575085155b806111f357506111f18282815481106111de576111de61230d565b905f5260205f2090600302018989610f4f565b155b611458578181815481106112095761120961230d565b905f5260205f2090600302018984815181106112275761122761230d565b602002602001015182600161123c919061266b565b6040805160a0810182528454600f81900b825260ff7001000000000000000000000000000000008204811660208401527101000000000000000000000000000000000090910416151591810191909152600184018054859160608401916112a290612095565b80601f01602080910402602001604051908101604052809291908181526020018280546112ce90612095565b80156113195780601f106112f057610100808354040283529160200191611319565b820191905f5260205f20905b8154815290600101906020018083116112fc57829003601f168201915b5050505050815260200160028201805461133290612095565b80601f016020809104026020016040519081016040528092919081815260200182805461135e90612095565b80156113a95780601f10611380576101008083540402835291602001916113a9565b820191905f5260205f20905b81548152906001019060200180831161138c57829003601f168201915b5050505050815250509250875f01518860600151815181106113cd576113cd61230d565b6020026020010188602001518960600151815181106113ee576113ee61230d565b6020026020010189604001518a606001518151811061140f5761140f61230d565b67ffffffffffffffff9094166020948502919091019093019290925273ffffffffffffffffffffffffffffffffffffffff9092169052526060850180516114559061267e565b90525b600101611176565b5050600101611105565b5050602081015160408201516060830151918290525295945050505050565b60608060608060608567ffffffffffffffff8111156114aa576114aa611914565b6040519080825280602002602001820160405280156114d3578160200160208202803683370190505b508667ffffffffffffffff8111156114ed576114ed611914565b604051908082528060200260200182016040528015611516578160200160208202803683370190505b508767ffffffffffffffff81111561153057611530611914565b60405190808252806020026020018201604052801561156357816020015b606081526020019060019003908161154e5790505b508867ffffffffffffffff81111561157d5761157d611914565b6040519080825280602002602001820160405280156115b057816020015b606081526020019060019003908161159b5790505b508967ffffffffffffffff8111156115ca576115ca611914565b6040519080825280602002602001820160405280156115f3578160200160208202803683370190505b509398509196509450925090505f5b868110156117485787818151811061161c5761161c61230d565b60200260200101515f01518882815181106116395761163961230d565b6020026020010151602001518983815181106116575761165761230d565b6020026020010151606001518a84815181106116755761167561230d565b6020026020010151608001518b85815181106116935761169361230d565b6020026020010151604001518a86815181106116b1576116b161230d565b602002602001018a87815181106116ca576116ca61230d565b602002602001018a88815181106116e3576116e361230d565b602002602001018a89815181106116fc576116fc61230d565b602002602001018a8a815181106117155761171561230d565b95151560209687029190910190950194909452939092529290915260ff909216909152600f9190910b9052600101611602565b509295509295909350565b5f5f5b82518110156117dc575f5f8581526020019081526020015f205f8483815181106117825761178261230d565b602002602001015173ffffffffffffffffffffffffffffffffffffffff1673ffffffffffffffffffffffffffffffffffffffff1681526020019081526020015f2080549050826117d2919061266b565b9150600101611756565b5092915050565b6040518061026001604052806013906020820280368337509192915050565b803573ffffffffffffffffffffffffffffffffffffffff81168114611825575f5ffd5b919050565b803567ffffffffffffffff81168114611825575f5ffd5b5f5f5f60608486031215611853575f5ffd5b8335925061186360208501611802565b91506118716040850161182a565b90509250925092565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b85600f0b815260ff8516602082015260a060408201525f6118cc60a083018661187a565b82810360608401526118de818661187a565b91505082151560808301529695505050505050565b8035600f81900b8114611825575f5ffd5b803560ff81168114611825575f5ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b604051601f8201601f1916810167ffffffffffffffff8111828210171561196a5761196a611914565b604052919050565b5f82601f830112611981575f5ffd5b813567ffffffffffffffff81111561199b5761199b611914565b6119ae6020601f19601f84011601611941565b8181528460208386010111156119c2575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f5f5f5f5f5f5f610100898b0312156119f6575f5ffd5b88359750611a0660208a016118f3565b9650611a1460408a01611904565b9550606089013567ffffffffffffffff811115611a2f575f5ffd5b611a3b8b828c01611972565b955050608089013567ffffffffffffffff811115611a57575f5ffd5b611a638b828c01611972565b94505060a089013567ffffffffffffffff811115611a7f575f5ffd5b611a8b8b828c01611972565b93505060c089013567ffffffffffffffff811115611aa7575f5ffd5b611ab38b828c01611972565b989b979a50959894979396929550929360e00135925050565b5f60208284031215611adc575f5ffd5b5035919050565b5f8151808452602084019350602083015f5b82811015611b2957815173ffffffffffffffffffffffffffffffffffffffff16865260209586019590910190600101611af5565b5093949350505050565b602081525f611b456020830184611ae3565b9392505050565b5f5f60408385031215611b5d575f5ffd5b82359150611b6d6020840161182a565b90509250929050565b5f5f83601f840112611b86575f5ffd5b50813567ffffffffffffffff811115611b9d575f5ffd5b6020830191508360208260051b8501011115611bb7575f5ffd5b9250929050565b5f5f5f5f5f60808688031215611bd2575f5ffd5b85359450611be260208701611802565b9350611bf06040870161182a565b9250606086013567ffffffffffffffff811115611c0b575f5ffd5b611c1788828901611b76565b969995985093965092949392505050565b5f5f83601f840112611c38575f5ffd5b50813567ffffffffffffffff811115611c4f575f5ffd5b602083019150836020828501011115611bb7575f5ffd5b5f5f5f5f5f5f5f6080888a031215611c7c575f5ffd5b87359650602088013567ffffffffffffffff811115611c99575f5ffd5b611ca58a828b01611b76565b909750955050604088013567ffffffffffffffff811115611cc4575f5ffd5b611cd08a828b01611c28565b909550935050606088013567ffffffffffffffff811115611cef575f5ffd5b611cfb8a828b01611c28565b989b979a50959850939692959293505050565b5f5f5f5f5f5f60a08789031215611d23575f5ffd5b86359550611d3360208801611802565b9450611d416040880161182a565b9350606087013567ffffffffffffffff811115611d5c575f5ffd5b611d6889828a01611c28565b979a9699509497949695608090950135949350505050565b8015158114611d8d575f5ffd5b50565b803561182581611d80565b5f5f5f5f5f60a08688031215611daf575f5ffd5b85359450602086013567ffffffffffffffff811115611dcc575f5ffd5b8601601f81018813611ddc575f5ffd5b803567ffffffffffffffff811115611df657611df6611914565b8060051b611e0660208201611941565b9182526020818401810192908101908b841115611e21575f5ffd5b6020850194505b83851015611e4a57611e3985611802565b825260209485019490910190611e28565b97505050506040870135905067ffffffffffffffff811115611e6a575f5ffd5b611e7688828901611972565b935050606086013567ffffffffffffffff811115611e92575f5ffd5b611e9e88828901611972565b925050611ead60808701611d90565b90509295509295909350565b5f8151808452602084019350602083015f5b82811015611b29578151600f0b865260209586019590910190600101611ecb565b5f8151808452602084019350602083015f5b82811015611b2957815160ff16865260209586019590910190600101611efe565b5f82825180855260208501945060208160051b830101602085015f5b83811015611f6d57601f19858403018852611f5783835161187a565b6020988901989093509190910190600101611f3b565b50909695505050505050565b5f8151808452602084019350602083015f5b82811015611b295781511515865260209586019590910190600101611f8b565b60e081525f611fbd60e083018a611ae3565b828103602084015280895180835260208301915060208b0192505f5b8181101561200157835167ffffffffffffffff16835260209384019390920191600101611fd9565b50508381036040850152612015818a611eb9565b915050828103606084015261202a8188611eec565b9050828103608084015261203e8187611f1f565b905082810360a08401526120528186611f1f565b905082810360c08401526120668185611f79565b9a9950505050505050505050565b5f5f60408385031215612085575f5ffd5b82359150611b6d60208401611802565b600181811c908216806120a957607f821691505b6020821081036120e0577f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b50919050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b5f81600f0b7fffffffffffffffffffffffffffffffff800000000000000000000000000000008103612147576121476120e6565b5f0392915050565b5f6020828403121561215f575f5ffd5b8151611b4581611d80565b601f8211156121b157805f5260205f20601f840160051c8101602085101561218f5750805b601f840160051c820191505b818110156121ae575f815560010161219b565b50505b505050565b815167ffffffffffffffff8111156121d0576121d0611914565b6121e4816121de8454612095565b8461216a565b6020601f821160018114612216575f83156121ff5750848201515b5f19600385901b1c1916600184901b1784556121ae565b5f84815260208120601f198516915b828110156122455787850151825560209485019460019092019101612225565b508482101561226257868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b5f82518060208501845e5f920191825250919050565b67ffffffffffffffff8916815287600f0b602082015260ff8716604082015261010060608201525f6122bd61010083018861187a565b82810360808401526122cf818861187a565b905082810360a08401526122e3818761187a565b905082810360c08401526122f7818661187a565b9150508260e08301529998505050505050505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b5f6020828403121561234a575f5ffd5b611b4582611802565b81810381811115610e8957610e896120e6565b6001815b60018411156123a157808504811115612385576123856120e6565b600184161561239357908102905b60019390931c92800261236a565b935093915050565b5f826123b757506001610e89565b816123c357505f610e89565b81600181146123d957600281146123e3576123ff565b6001915050610e89565b60ff8411156123f4576123f46120e6565b50506001821b610e89565b5060208310610133831016604e8410600b8410161715612422575081810a610e89565b61242e5f198484612366565b805f1904821115612441576124416120e6565b029392505050565b5f611b4583836123a9565b8082025f82127f80000000000000000000000000000000000000000000000000000000000000008414161561248b5761248b6120e6565b8181058314821517610e8957610e896120e6565b8082018281125f8312801582168215821617156124be576124be6120e6565b505092915050565b5f67ffffffffffffffff821667ffffffffffffffff81036124e9576124e96120e6565b60010192915050565b5f60ff821660ff81036124e9576124e96120e6565b5f8261253a577f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b5f1983147f80000000000000000000000000000000000000000000000000000000000000008314161561256f5761256f6120e6565b500590565b67ffffffffffffffff8516815260606020820152826060820152828460808301375f608084830101525f6080601f19601f860116830101905082604083015295945050505050565b67ffffffffffffffff8281168282160390811115610e8957610e896120e6565b5f5f83546125e981612095565b600182168015612600576001811461263357612660565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0083168652811515820286019350612660565b865f5260205f205f5b838110156126585781548882015260019091019060200161263c565b505081860193505b509195945050505050565b80820180821115610e8957610e896120e6565b5f5f19820361268f5761268f6120e6565b506001019056",
}

// ERC8004ReputationRegistry is an auto generated Go binding around an Ethereum contract.
type ERC8004ReputationRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ERC8004ReputationRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewERC8004ReputationRegistry creates a new instance of ERC8004ReputationRegistry.
func NewERC8004ReputationRegistry() *ERC8004ReputationRegistry {
	parsed, err := ERC8004ReputationRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ERC8004ReputationRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ERC8004ReputationRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address identityRegistry) returns()
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) PackConstructor(identityRegistry common.Address) []byte {
	enc, err := eRC8004ReputationRegistry.abi.Pack("", identityRegistry)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAppendResponse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc2349ab2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function appendResponse(uint256 agentId, address clientAddress, uint64 feedbackIndex, string responseURI, bytes32 responseHash) returns()
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) PackAppendResponse(agentId *big.Int, clientAddress common.Address, feedbackIndex uint64, responseURI string, responseHash [32]byte) []byte {
	enc, err := eRC8004ReputationRegistry.abi.Pack("appendResponse", agentId, clientAddress, feedbackIndex, responseURI, responseHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAppendResponse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc2349ab2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function appendResponse(uint256 agentId, address clientAddress, uint64 feedbackIndex, string responseURI, bytes32 responseHash) returns()
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) TryPackAppendResponse(agentId *big.Int, clientAddress common.Address, feedbackIndex uint64, responseURI string, responseHash [32]byte) ([]byte, error) {
	return eRC8004ReputationRegistry.abi.Pack("appendResponse", agentId, clientAddress, feedbackIndex, responseURI, responseHash)
}

// PackGetClients is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42dd519c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getClients(uint256 agentId) view returns(address[])
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) PackGetClients(agentId *big.Int) []byte {
	enc, err := eRC8004ReputationRegistry.abi.Pack("getClients", agentId)
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
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) TryPackGetClients(agentId *big.Int) ([]byte, error) {
	return eRC8004ReputationRegistry.abi.Pack("getClients", agentId)
}

// UnpackGetClients is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x42dd519c.
//
// Solidity: function getClients(uint256 agentId) view returns(address[])
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackGetClients(data []byte) ([]common.Address, error) {
	out, err := eRC8004ReputationRegistry.abi.Unpack("getClients", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackGetIdentityRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc4d861b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getIdentityRegistry() view returns(address)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) PackGetIdentityRegistry() []byte {
	enc, err := eRC8004ReputationRegistry.abi.Pack("getIdentityRegistry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetIdentityRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc4d861b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getIdentityRegistry() view returns(address)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) TryPackGetIdentityRegistry() ([]byte, error) {
	return eRC8004ReputationRegistry.abi.Pack("getIdentityRegistry")
}

// UnpackGetIdentityRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbc4d861b.
//
// Solidity: function getIdentityRegistry() view returns(address)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackGetIdentityRegistry(data []byte) (common.Address, error) {
	out, err := eRC8004ReputationRegistry.abi.Unpack("getIdentityRegistry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGetLastIndex is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2d81759.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getLastIndex(uint256 agentId, address clientAddress) view returns(uint64)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) PackGetLastIndex(agentId *big.Int, clientAddress common.Address) []byte {
	enc, err := eRC8004ReputationRegistry.abi.Pack("getLastIndex", agentId, clientAddress)
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
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) TryPackGetLastIndex(agentId *big.Int, clientAddress common.Address) ([]byte, error) {
	return eRC8004ReputationRegistry.abi.Pack("getLastIndex", agentId, clientAddress)
}

// UnpackGetLastIndex is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf2d81759.
//
// Solidity: function getLastIndex(uint256 agentId, address clientAddress) view returns(uint64)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackGetLastIndex(data []byte) (uint64, error) {
	out, err := eRC8004ReputationRegistry.abi.Unpack("getLastIndex", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackGetResponseCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6e04cacd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getResponseCount(uint256 agentId, address clientAddress, uint64 feedbackIndex, address[] ) view returns(uint64)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) PackGetResponseCount(agentId *big.Int, clientAddress common.Address, feedbackIndex uint64, arg3 []common.Address) []byte {
	enc, err := eRC8004ReputationRegistry.abi.Pack("getResponseCount", agentId, clientAddress, feedbackIndex, arg3)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetResponseCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6e04cacd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getResponseCount(uint256 agentId, address clientAddress, uint64 feedbackIndex, address[] ) view returns(uint64)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) TryPackGetResponseCount(agentId *big.Int, clientAddress common.Address, feedbackIndex uint64, arg3 []common.Address) ([]byte, error) {
	return eRC8004ReputationRegistry.abi.Pack("getResponseCount", agentId, clientAddress, feedbackIndex, arg3)
}

// UnpackGetResponseCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6e04cacd.
//
// Solidity: function getResponseCount(uint256 agentId, address clientAddress, uint64 feedbackIndex, address[] ) view returns(uint64)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackGetResponseCount(data []byte) (uint64, error) {
	out, err := eRC8004ReputationRegistry.abi.Unpack("getResponseCount", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackERC8004ReputationRegistryGetSummary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81bbba58.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getSummary(uint256 agentId, address[] clientAddresses, string tag1, string tag2) view returns(uint64 count, int128 summaryValue, uint8 summaryValueDecimals)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) PackERC8004ReputationRegistryGetSummary(agentId *big.Int, clientAddresses []common.Address, tag1 string, tag2 string) []byte {
	enc, err := eRC8004ReputationRegistry.abi.Pack("getSummary", agentId, clientAddresses, tag1, tag2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackERC8004ReputationRegistryGetSummary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81bbba58.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getSummary(uint256 agentId, address[] clientAddresses, string tag1, string tag2) view returns(uint64 count, int128 summaryValue, uint8 summaryValueDecimals)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) TryPackERC8004ReputationRegistryGetSummary(agentId *big.Int, clientAddresses []common.Address, tag1 string, tag2 string) ([]byte, error) {
	return eRC8004ReputationRegistry.abi.Pack("getSummary", agentId, clientAddresses, tag1, tag2)
}

// ERC8004ReputationRegistryGetSummaryOutput serves as a container for the return parameters of contract
// method ERC8004ReputationRegistryGetSummary.
type ERC8004ReputationRegistryGetSummaryOutput struct {
	Count                uint64
	SummaryValue         *big.Int
	SummaryValueDecimals uint8
}

// UnpackERC8004ReputationRegistryGetSummary is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x81bbba58.
//
// Solidity: function getSummary(uint256 agentId, address[] clientAddresses, string tag1, string tag2) view returns(uint64 count, int128 summaryValue, uint8 summaryValueDecimals)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackERC8004ReputationRegistryGetSummary(data []byte) (ERC8004ReputationRegistryGetSummaryOutput, error) {
	out, err := eRC8004ReputationRegistry.abi.Unpack("getSummary", data)
	outstruct := new(ERC8004ReputationRegistryGetSummaryOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Count = *abi.ConvertType(out[0], new(uint64)).(*uint64)
	outstruct.SummaryValue = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.SummaryValueDecimals = *abi.ConvertType(out[2], new(uint8)).(*uint8)
	return *outstruct, nil
}

// PackGiveFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3c036a7e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function giveFeedback(uint256 agentId, int128 value, uint8 valueDecimals, string tag1, string tag2, string endpoint, string feedbackURI, bytes32 feedbackHash) returns()
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) PackGiveFeedback(agentId *big.Int, value *big.Int, valueDecimals uint8, tag1 string, tag2 string, endpoint string, feedbackURI string, feedbackHash [32]byte) []byte {
	enc, err := eRC8004ReputationRegistry.abi.Pack("giveFeedback", agentId, value, valueDecimals, tag1, tag2, endpoint, feedbackURI, feedbackHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGiveFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3c036a7e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function giveFeedback(uint256 agentId, int128 value, uint8 valueDecimals, string tag1, string tag2, string endpoint, string feedbackURI, bytes32 feedbackHash) returns()
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) TryPackGiveFeedback(agentId *big.Int, value *big.Int, valueDecimals uint8, tag1 string, tag2 string, endpoint string, feedbackURI string, feedbackHash [32]byte) ([]byte, error) {
	return eRC8004ReputationRegistry.abi.Pack("giveFeedback", agentId, value, valueDecimals, tag1, tag2, endpoint, feedbackURI, feedbackHash)
}

// PackERC8004ReputationRegistryReadAllFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd9d84224.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function readAllFeedback(uint256 agentId, address[] clientAddresses, string tag1, string tag2, bool includeRevoked) view returns(address[] clients, uint64[] feedbackIndexes, int128[] values, uint8[] valueDecimals, string[] tag1s, string[] tag2s, bool[] revokedStatuses)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) PackERC8004ReputationRegistryReadAllFeedback(agentId *big.Int, clientAddresses []common.Address, tag1 string, tag2 string, includeRevoked bool) []byte {
	enc, err := eRC8004ReputationRegistry.abi.Pack("readAllFeedback", agentId, clientAddresses, tag1, tag2, includeRevoked)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackERC8004ReputationRegistryReadAllFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd9d84224.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function readAllFeedback(uint256 agentId, address[] clientAddresses, string tag1, string tag2, bool includeRevoked) view returns(address[] clients, uint64[] feedbackIndexes, int128[] values, uint8[] valueDecimals, string[] tag1s, string[] tag2s, bool[] revokedStatuses)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) TryPackERC8004ReputationRegistryReadAllFeedback(agentId *big.Int, clientAddresses []common.Address, tag1 string, tag2 string, includeRevoked bool) ([]byte, error) {
	return eRC8004ReputationRegistry.abi.Pack("readAllFeedback", agentId, clientAddresses, tag1, tag2, includeRevoked)
}

// ERC8004ReputationRegistryReadAllFeedbackOutput serves as a container for the return parameters of contract
// method ERC8004ReputationRegistryReadAllFeedback.
type ERC8004ReputationRegistryReadAllFeedbackOutput struct {
	Clients         []common.Address
	FeedbackIndexes []uint64
	Values          []*big.Int
	ValueDecimals   []uint8
	Tag1s           []string
	Tag2s           []string
	RevokedStatuses []bool
}

// UnpackERC8004ReputationRegistryReadAllFeedback is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd9d84224.
//
// Solidity: function readAllFeedback(uint256 agentId, address[] clientAddresses, string tag1, string tag2, bool includeRevoked) view returns(address[] clients, uint64[] feedbackIndexes, int128[] values, uint8[] valueDecimals, string[] tag1s, string[] tag2s, bool[] revokedStatuses)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackERC8004ReputationRegistryReadAllFeedback(data []byte) (ERC8004ReputationRegistryReadAllFeedbackOutput, error) {
	out, err := eRC8004ReputationRegistry.abi.Unpack("readAllFeedback", data)
	outstruct := new(ERC8004ReputationRegistryReadAllFeedbackOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Clients = *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	outstruct.FeedbackIndexes = *abi.ConvertType(out[1], new([]uint64)).(*[]uint64)
	outstruct.Values = *abi.ConvertType(out[2], new([]*big.Int)).(*[]*big.Int)
	outstruct.ValueDecimals = *abi.ConvertType(out[3], new([]uint8)).(*[]uint8)
	outstruct.Tag1s = *abi.ConvertType(out[4], new([]string)).(*[]string)
	outstruct.Tag2s = *abi.ConvertType(out[5], new([]string)).(*[]string)
	outstruct.RevokedStatuses = *abi.ConvertType(out[6], new([]bool)).(*[]bool)
	return *outstruct, nil
}

// PackERC8004ReputationRegistryReadFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x232b0810.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function readFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex) view returns(int128 value, uint8 valueDecimals, string tag1, string tag2, bool isRevoked)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) PackERC8004ReputationRegistryReadFeedback(agentId *big.Int, clientAddress common.Address, feedbackIndex uint64) []byte {
	enc, err := eRC8004ReputationRegistry.abi.Pack("readFeedback", agentId, clientAddress, feedbackIndex)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackERC8004ReputationRegistryReadFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x232b0810.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function readFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex) view returns(int128 value, uint8 valueDecimals, string tag1, string tag2, bool isRevoked)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) TryPackERC8004ReputationRegistryReadFeedback(agentId *big.Int, clientAddress common.Address, feedbackIndex uint64) ([]byte, error) {
	return eRC8004ReputationRegistry.abi.Pack("readFeedback", agentId, clientAddress, feedbackIndex)
}

// ERC8004ReputationRegistryReadFeedbackOutput serves as a container for the return parameters of contract
// method ERC8004ReputationRegistryReadFeedback.
type ERC8004ReputationRegistryReadFeedbackOutput struct {
	Value         *big.Int
	ValueDecimals uint8
	Tag1          string
	Tag2          string
	IsRevoked     bool
}

// UnpackERC8004ReputationRegistryReadFeedback is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x232b0810.
//
// Solidity: function readFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex) view returns(int128 value, uint8 valueDecimals, string tag1, string tag2, bool isRevoked)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackERC8004ReputationRegistryReadFeedback(data []byte) (ERC8004ReputationRegistryReadFeedbackOutput, error) {
	out, err := eRC8004ReputationRegistry.abi.Unpack("readFeedback", data)
	outstruct := new(ERC8004ReputationRegistryReadFeedbackOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Value = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.ValueDecimals = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	outstruct.Tag1 = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.Tag2 = *abi.ConvertType(out[3], new(string)).(*string)
	outstruct.IsRevoked = *abi.ConvertType(out[4], new(bool)).(*bool)
	return *outstruct, nil
}

// PackRevokeFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ab3ca99.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeFeedback(uint256 agentId, uint64 feedbackIndex) returns()
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) PackRevokeFeedback(agentId *big.Int, feedbackIndex uint64) []byte {
	enc, err := eRC8004ReputationRegistry.abi.Pack("revokeFeedback", agentId, feedbackIndex)
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
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) TryPackRevokeFeedback(agentId *big.Int, feedbackIndex uint64) ([]byte, error) {
	return eRC8004ReputationRegistry.abi.Pack("revokeFeedback", agentId, feedbackIndex)
}

// ERC8004ReputationRegistryFeedbackRevoked represents a FeedbackRevoked event raised by the ERC8004ReputationRegistry contract.
type ERC8004ReputationRegistryFeedbackRevoked struct {
	AgentId       *big.Int
	ClientAddress common.Address
	FeedbackIndex uint64
	Raw           *types.Log // Blockchain specific contextual infos
}

const ERC8004ReputationRegistryFeedbackRevokedEventName = "FeedbackRevoked"

// ContractEventName returns the user-defined event name.
func (ERC8004ReputationRegistryFeedbackRevoked) ContractEventName() string {
	return ERC8004ReputationRegistryFeedbackRevokedEventName
}

// UnpackFeedbackRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FeedbackRevoked(uint256 indexed agentId, address indexed clientAddress, uint64 indexed feedbackIndex)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackFeedbackRevokedEvent(log *types.Log) (*ERC8004ReputationRegistryFeedbackRevoked, error) {
	event := "FeedbackRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != eRC8004ReputationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ERC8004ReputationRegistryFeedbackRevoked)
	if len(log.Data) > 0 {
		if err := eRC8004ReputationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range eRC8004ReputationRegistry.abi.Events[event].Inputs {
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

// ERC8004ReputationRegistryNewFeedback represents a NewFeedback event raised by the ERC8004ReputationRegistry contract.
type ERC8004ReputationRegistryNewFeedback struct {
	AgentId       *big.Int
	ClientAddress common.Address
	FeedbackIndex uint64
	Value         *big.Int
	ValueDecimals uint8
	IndexedTag1   common.Hash
	Tag1          string
	Tag2          string
	Endpoint      string
	FeedbackURI   string
	FeedbackHash  [32]byte
	Raw           *types.Log // Blockchain specific contextual infos
}

const ERC8004ReputationRegistryNewFeedbackEventName = "NewFeedback"

// ContractEventName returns the user-defined event name.
func (ERC8004ReputationRegistryNewFeedback) ContractEventName() string {
	return ERC8004ReputationRegistryNewFeedbackEventName
}

// UnpackNewFeedbackEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event NewFeedback(uint256 indexed agentId, address indexed clientAddress, uint64 feedbackIndex, int128 value, uint8 valueDecimals, string indexed indexedTag1, string tag1, string tag2, string endpoint, string feedbackURI, bytes32 feedbackHash)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackNewFeedbackEvent(log *types.Log) (*ERC8004ReputationRegistryNewFeedback, error) {
	event := "NewFeedback"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != eRC8004ReputationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ERC8004ReputationRegistryNewFeedback)
	if len(log.Data) > 0 {
		if err := eRC8004ReputationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range eRC8004ReputationRegistry.abi.Events[event].Inputs {
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

// ERC8004ReputationRegistryResponseAppended represents a ResponseAppended event raised by the ERC8004ReputationRegistry contract.
type ERC8004ReputationRegistryResponseAppended struct {
	AgentId       *big.Int
	ClientAddress common.Address
	FeedbackIndex uint64
	Responder     common.Address
	ResponseURI   string
	ResponseHash  [32]byte
	Raw           *types.Log // Blockchain specific contextual infos
}

const ERC8004ReputationRegistryResponseAppendedEventName = "ResponseAppended"

// ContractEventName returns the user-defined event name.
func (ERC8004ReputationRegistryResponseAppended) ContractEventName() string {
	return ERC8004ReputationRegistryResponseAppendedEventName
}

// UnpackResponseAppendedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ResponseAppended(uint256 indexed agentId, address indexed clientAddress, uint64 feedbackIndex, address indexed responder, string responseURI, bytes32 responseHash)
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackResponseAppendedEvent(log *types.Log) (*ERC8004ReputationRegistryResponseAppended, error) {
	event := "ResponseAppended"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != eRC8004ReputationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ERC8004ReputationRegistryResponseAppended)
	if len(log.Data) > 0 {
		if err := eRC8004ReputationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range eRC8004ReputationRegistry.abi.Events[event].Inputs {
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
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], eRC8004ReputationRegistry.abi.Errors["ReputationBadValue"].ID.Bytes()[:4]) {
		return eRC8004ReputationRegistry.UnpackReputationBadValueError(raw[4:])
	}
	if bytes.Equal(raw[:4], eRC8004ReputationRegistry.abi.Errors["ReputationNoClients"].ID.Bytes()[:4]) {
		return eRC8004ReputationRegistry.UnpackReputationNoClientsError(raw[4:])
	}
	if bytes.Equal(raw[:4], eRC8004ReputationRegistry.abi.Errors["ReputationNoFeedback"].ID.Bytes()[:4]) {
		return eRC8004ReputationRegistry.UnpackReputationNoFeedbackError(raw[4:])
	}
	if bytes.Equal(raw[:4], eRC8004ReputationRegistry.abi.Errors["ReputationRefused"].ID.Bytes()[:4]) {
		return eRC8004ReputationRegistry.UnpackReputationRefusedError(raw[4:])
	}
	if bytes.Equal(raw[:4], eRC8004ReputationRegistry.abi.Errors["ReputationSelfFeedback"].ID.Bytes()[:4]) {
		return eRC8004ReputationRegistry.UnpackReputationSelfFeedbackError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ERC8004ReputationRegistryReputationBadValue represents a ReputationBadValue error raised by the ERC8004ReputationRegistry contract.
type ERC8004ReputationRegistryReputationBadValue struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationBadValue()
func ERC8004ReputationRegistryReputationBadValueErrorID() common.Hash {
	return common.HexToHash("0x2e20e82afcc15f8add8f5f5b0465860d0d43df00023d1804b67313a004dd8cba")
}

// UnpackReputationBadValueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationBadValue()
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackReputationBadValueError(raw []byte) (*ERC8004ReputationRegistryReputationBadValue, error) {
	out := new(ERC8004ReputationRegistryReputationBadValue)
	if err := eRC8004ReputationRegistry.abi.UnpackIntoInterface(out, "ReputationBadValue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ERC8004ReputationRegistryReputationNoClients represents a ReputationNoClients error raised by the ERC8004ReputationRegistry contract.
type ERC8004ReputationRegistryReputationNoClients struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationNoClients()
func ERC8004ReputationRegistryReputationNoClientsErrorID() common.Hash {
	return common.HexToHash("0x1e74756ae0f7fb919ed79d97db8adeab13cd9e54bd7105f154373cbb7efe0bf0")
}

// UnpackReputationNoClientsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationNoClients()
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackReputationNoClientsError(raw []byte) (*ERC8004ReputationRegistryReputationNoClients, error) {
	out := new(ERC8004ReputationRegistryReputationNoClients)
	if err := eRC8004ReputationRegistry.abi.UnpackIntoInterface(out, "ReputationNoClients", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ERC8004ReputationRegistryReputationNoFeedback represents a ReputationNoFeedback error raised by the ERC8004ReputationRegistry contract.
type ERC8004ReputationRegistryReputationNoFeedback struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationNoFeedback()
func ERC8004ReputationRegistryReputationNoFeedbackErrorID() common.Hash {
	return common.HexToHash("0x9a0299d05641ae21d4c23318bf9fa8b5cf67120dcbbb4b7f7a1c82729ae7806a")
}

// UnpackReputationNoFeedbackError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationNoFeedback()
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackReputationNoFeedbackError(raw []byte) (*ERC8004ReputationRegistryReputationNoFeedback, error) {
	out := new(ERC8004ReputationRegistryReputationNoFeedback)
	if err := eRC8004ReputationRegistry.abi.UnpackIntoInterface(out, "ReputationNoFeedback", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ERC8004ReputationRegistryReputationRefused represents a ReputationRefused error raised by the ERC8004ReputationRegistry contract.
type ERC8004ReputationRegistryReputationRefused struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationRefused()
func ERC8004ReputationRegistryReputationRefusedErrorID() common.Hash {
	return common.HexToHash("0x2e985bd026c2ac30c303e82f72de76ece4f76b0488d03a7fa96f928fa3401023")
}

// UnpackReputationRefusedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationRefused()
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackReputationRefusedError(raw []byte) (*ERC8004ReputationRegistryReputationRefused, error) {
	out := new(ERC8004ReputationRegistryReputationRefused)
	if err := eRC8004ReputationRegistry.abi.UnpackIntoInterface(out, "ReputationRefused", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ERC8004ReputationRegistryReputationSelfFeedback represents a ReputationSelfFeedback error raised by the ERC8004ReputationRegistry contract.
type ERC8004ReputationRegistryReputationSelfFeedback struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReputationSelfFeedback()
func ERC8004ReputationRegistryReputationSelfFeedbackErrorID() common.Hash {
	return common.HexToHash("0xef725fd5c6389f1129b7457d51223b331436951369bb2a497779a10a9f6d6033")
}

// UnpackReputationSelfFeedbackError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReputationSelfFeedback()
func (eRC8004ReputationRegistry *ERC8004ReputationRegistry) UnpackReputationSelfFeedbackError(raw []byte) (*ERC8004ReputationRegistryReputationSelfFeedback, error) {
	out := new(ERC8004ReputationRegistryReputationSelfFeedback)
	if err := eRC8004ReputationRegistry.abi.UnpackIntoInterface(out, "ReputationSelfFeedback", raw); err != nil {
		return nil, err
	}
	return out, nil
}
