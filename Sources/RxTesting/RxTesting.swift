import Rx
