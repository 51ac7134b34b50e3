/// A trace `tictactoe --plain --record` wrote before ScreenKit had grids: a whole game whose
/// taps are `{"action":"tapCell","row":…,"column":…}`, as traces kept from then hold them.
let traceRecordedBeforeGrids = #"""
{"app":"TicTacToe","check":"2f9bf89f06f9c45f","format":"ribs-session-trace","version":1}
{"check":"71e6a5b6dabdf58f","tree":{"children":[{"router":"LoggedOutRouter"}],"router":"RootRouter"}}
{"check":"379cf6d6c34fd5f5","screen":{"texts":["Who is playing?","Player 1 name","Player 2 name","Login"],"title":"TicTacToe"}}
{"check":"41065ae28bb071b4","input":{"action":"editText","field":"player1Name","text":"Ann"},"ms":7}
{"check":"00393038bd67bc54","screen":{"texts":["Who is playing?","Ann","Player 2 name","Login"],"title":"TicTacToe"}}
{"check":"bbe15ee6b3699511","input":{"action":"editText","field":"player2Name","text":"Bob"},"ms":8}
{"check":"cb4b8ad39d68052c","screen":{"texts":["Who is playing?","Ann","Bob","Login"],"title":"TicTacToe"}}
{"check":"457575b90c0e02bc","input":{"action":"tapButton","id":"login"},"ms":8}
{"check":"fb187c16457ab092","event":{"kind":"deactivated","router":"LoggedOutRouter"}}
{"check":"4423db09980f2510","event":{"kind":"detached","parent":"RootRouter","router":"LoggedOutRouter"}}
{"check":"0ed922c9628635b6","event":{"kind":"attached","parent":"RootRouter","router":"LoggedInRouter"}}
{"check":"c83e2a31fe82bcd7","event":{"kind":"activated","router":"LoggedInRouter"}}
{"check":"a23179a3f9770142","event":{"kind":"loaded","router":"LoggedInRouter"}}
{"check":"aff6e46babf4b245","event":{"kind":"attached","parent":"LoggedInRouter","router":"OffGameRouter"}}
{"check":"49dd8b8f1c1f461d","event":{"kind":"activated","router":"OffGameRouter"}}
{"check":"40da1503bbf65cf0","event":{"kind":"loaded","router":"OffGameRouter"}}
{"check":"e42d7d372b876ab3","screen":{"texts":["Ann (0)","vs","Bob (0)","Draws: 0","Start Game"],"title":"TicTacToe"}}
{"check":"4e3ea72dca03156b","input":{"action":"tapButton","id":"startGame"},"ms":10}
{"check":"5567e1c18ef9f652","event":{"kind":"deactivated","router":"OffGameRouter"}}
{"check":"36d1a05421661652","event":{"kind":"detached","parent":"LoggedInRouter","router":"OffGameRouter"}}
{"check":"3f28280eb533dd4a","event":{"kind":"attached","parent":"LoggedInRouter","router":"TicTacToeRouter"}}
{"check":"c78305c4ef54776a","event":{"kind":"activated","router":"TicTacToeRouter"}}
{"check":"c327bcebdb9e824e","event":{"kind":"loaded","router":"TicTacToeRouter"}}
{"check":"d06f9e918bb306bf","screen":{"texts":["Ann (X)","Bob (O)","Ann to play (X)"],"title":"TicTacToe"}}
{"check":"ac9e2f4657e0cee0","input":{"action":"tapCell","column":0,"row":0},"ms":10}
{"check":"81f44d15bcaa7ef8","screen":{"texts":["Ann (X)","Bob (O)","X","Bob to play (O)"],"title":"TicTacToe"}}
{"check":"3858b7e4da913a3d","input":{"action":"tapCell","column":0,"row":1},"ms":11}
{"check":"8610ae3c640d84d0","screen":{"texts":["Ann (X)","Bob (O)","X","O","Ann to play (X)"],"title":"TicTacToe"}}
{"check":"127925909e790ba4","input":{"action":"tapCell","column":1,"row":0},"ms":11}
{"check":"4dd1b40d10b49133","screen":{"texts":["Ann (X)","Bob (O)","X","X","O","Bob to play (O)"],"title":"TicTacToe"}}
{"check":"d1c3437199b96060","input":{"action":"tapCell","column":1,"row":1},"ms":11}
{"check":"5b00ac0b143d772a","screen":{"texts":["Ann (X)","Bob (O)","X","X","O","O","Ann to play (X)"],"title":"TicTacToe"}}
{"check":"23b417c71a9c6f90","input":{"action":"tapCell","column":2,"row":0},"ms":11}
{"check":"9b25da5e3b139ddc","screen":{"alert":"Ann won! (top row)","texts":["Ann (X)","Bob (O)","X","X","X","O","O","Game over","Close Game"],"title":"TicTacToe"}}
{"check":"ef862efc39950981","input":{"action":"chooseAlertAction","index":0},"ms":12}
{"check":"0715a256b8bc1bb0","event":{"kind":"deactivated","router":"TicTacToeRouter"}}
{"check":"45a5b67c7d892a10","event":{"kind":"detached","parent":"LoggedInRouter","router":"TicTacToeRouter"}}
{"check":"ce1ca82c80c86b97","event":{"kind":"attached","parent":"LoggedInRouter","router":"OffGameRouter"}}
{"check":"f43e4bfdd3d9fb68","event":{"kind":"activated","router":"OffGameRouter"}}
{"check":"26e830e9dc8345b7","event":{"kind":"loaded","router":"OffGameRouter"}}
{"check":"00f785f768646096","screen":{"texts":["Ann (1)","vs","Bob (0)","Draws: 0","Start Game"],"title":"TicTacToe"}}
"""#
