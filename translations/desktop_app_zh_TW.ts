<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>About</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Version {version} (commit {commit})</source>
        <translation>版本 {version}（提交 {commit}）</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Play as: {reading}</source>
        <translation>按 {reading} 出</translation>
    </message>
    <message>
        <source>Plan: bury {k}, then {n} plays</source>
        <translation>規劃：埋 {k} 張，再出 {n} 手</translation>
    </message>
    <message>
        <source>Plan: 1 play</source>
        <translation>規劃：1 手</translation>
    </message>
    <message>
        <source>Plan: {n} plays</source>
        <translation>規劃：{n} 手</translation>
    </message>
    <message>
        <source>No bid (P)</source>
        <translation>不叫 (P)</translation>
    </message>
    <message>
        <source>Call landlord</source>
        <translation>叫地主</translation>
    </message>
    <message>
        <source>Don&apos;t call</source>
        <translation>不叫</translation>
    </message>
    <message>
        <source>Grab landlord</source>
        <translation>搶地主</translation>
    </message>
    <message>
        <source>Don&apos;t grab</source>
        <translation>不搶</translation>
    </message>
    <message>
        <source>Start with cards shown (×4)</source>
        <translation>明牌開始（×4）</translation>
    </message>
    <message>
        <source>Don&apos;t show</source>
        <translation>不明牌</translation>
    </message>
    <message>
        <source>Show my cards</source>
        <translation>明牌</translation>
    </message>
    <message>
        <source>Keep hidden</source>
        <translation>不明牌</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>叫分</translation>
    </message>
    <message>
        <source>Bury selected cards</source>
        <translation>埋下選中的牌</translation>
    </message>
    <message>
        <source>No bid is possible now: pass.</source>
        <translation>現在無分可叫：請不叫。</translation>
    </message>
    <message>
        <source>The only bid now is {low}.</source>
        <translation>現在只能叫 {low}。</translation>
    </message>
    <message>
        <source>Bids now: {low} to {high}, in steps of {step}.</source>
        <translation>現在可叫 {low} 到 {high}，每次加 {step}。</translation>
    </message>
    <message>
        <source>Type a bid. {rule}</source>
        <translation>請輸入叫分。{rule}</translation>
    </message>
    <message>
        <source>{amount} is not a bid. {rule}</source>
        <translation>{amount} 不能叫。{rule}</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>提示 (H)</translation>
    </message>
    <message>
        <source>Show the hand in the planned groups of plays (the sort order in the View menu stays)</source>
        <translation>按規劃的牌組顯示手牌（檢視選單裡的理牌方式不變）</translation>
    </message>
    <message>
        <source>Finish quickly</source>
        <translation>快速打完</translation>
    </message>
    <message>
        <source>Nobody at this table plays any more: let the bots finish at once</source>
        <translation>牌桌上已沒有真人在打：讓電腦立刻打完</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>牌型規劃</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>不出 (P)</translation>
    </message>
    <message>
        <source>Play (Enter)</source>
        <translation>出牌 (Enter)</translation>
    </message>
    <message>
        <source>Suggest a play; press again for the next suggestion</source>
        <translation>提示一手牌；再按一次看下一個提示</translation>
    </message>
</context>
<context>
    <name>BansDialog</name>
    <message>
        <source>The name</source>
        <translation>名字</translation>
    </message>
    <message>
        <source>Their PC</source>
        <translation>所用的電腦</translation>
    </message>
    <message>
        <source>Everyone at the address</source>
        <translation>該地址的所有人</translation>
    </message>
    <message>
        <source>PC {id}…</source>
        <translation>電腦 {id}…</translation>
    </message>
    <message>
        <source>Nobody is banned from this room.</source>
        <translation>這個房間沒有禁止任何人。</translation>
    </message>
    <message>
        <source>They may not join this room again while it is open. Lift a ban to let them in.</source>
        <translation>房間開著期間，他們不能再加入。解除禁止即可讓他們進來。</translation>
    </message>
    <message>
        <source>Bans</source>
        <translation>禁止名單</translation>
    </message>
    <message>
        <source>Banned for</source>
        <translation>被禁止的人</translation>
    </message>
    <message>
        <source>What is banned</source>
        <translation>禁止的是</translation>
    </message>
    <message>
        <source>Which</source>
        <translation>具體</translation>
    </message>
    <message>
        <source>Lift the ban</source>
        <translation>解除禁止</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>CardCounter</name>
    <message>
        <source>Big</source>
        <extracomment>One style sheet for every cell, set once: a count of 0 is greyed through the ``gone`` property, so a play changes only the texts (no style sheet parsed per play).</extracomment>
        <translation>大王</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>小王</translation>
    </message>
    <message>
        <source>Card counter: cards still unseen</source>
        <translation>記牌器：尚未出現的牌</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Mute {name}</source>
        <extracomment>the names&apos; colours, by seat (spectators and notes have their own) characters left when the counter under the box starts to show</extracomment>
        <translation>將 {name} 靜音</translation>
    </message>
    <message>
        <source>{name} (watching)</source>
        <translation>{name}（觀戰）</translation>
    </message>
    <message>
        <source>{n} characters left</source>
        <translation>還可輸入 {n} 個字</translation>
    </message>
    <message>
        <source>Say something… (Enter sends)</source>
        <translation>說點什麼…（回車傳送）</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>傳送</translation>
    </message>
    <message>
        <source>Quick phrases</source>
        <translation>快捷短語</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>靜音</translation>
    </message>
    <message>
        <source>Hide a player&apos;s lines</source>
        <translation>不再顯示某位玩家的發言</translation>
    </message>
</context>
<context>
    <name>ClientWaitingDialog</name>
    <message>
        <source>Room {room}</source>
        <translation>房間 {room}</translation>
    </message>
    <message>
        <source>Room {room}: {game}, {n} players</source>
        <translation>房間 {room}：{game}，{n} 人</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>加入牌局</translation>
    </message>
    <message>
        <source>Connecting {name} to {address}, port {port}…</source>
        <translation>正在為 {name} 連線到 {address}，連接埠 {port}…</translation>
    </message>
    <message>
        <source>The game starts…</source>
        <translation>牌局即將開始…</translation>
    </message>
    <message>
        <source>You are watching as a spectator: you see the table but never a hand.</source>
        <translation>你正在觀戰：能看到牌桌，但看不到任何人的手牌。</translation>
    </message>
    <message>
        <source>Waiting for the game to start: it starts when every open seat is taken or when the host starts it.</source>
        <translation>等待開局：所有空位坐滿，或者房主宣佈開始時，牌局就會開始。</translation>
    </message>
    <message>
        <source>Press Ready when you are. The game starts once every seat is taken and everyone is ready, or when the host starts it.</source>
        <translation>準備好了就按“準備”。座位坐滿且所有人都準備好後，或者房主宣佈開始時，牌局就會開始。</translation>
    </message>
    <message>
        <source>You are ready. Waiting for {n} more player(s)…</source>
        <translation>你已準備。還在等待 {n} 位玩家…</translation>
    </message>
    <message>
        <source>You are ready. Waiting for {names}…</source>
        <translation>你已準備。正在等待 {names}…</translation>
    </message>
    <message>
        <source>You are ready. The game starts in a moment…</source>
        <translation>你已準備。牌局馬上開始…</translation>
    </message>
    <message>
        <source>Cancel ready</source>
        <translation>取消準備</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>離開</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>CreateTableDialog</name>
    <message>
        <source>Open for a person</source>
        <extracomment>the longest table name the server takes (``create_room``&apos;s ``name``)</extracomment>
        <translation>空位（留給玩家）</translation>
    </message>
    <message>
        <source>This server offers no game for a table of your own.</source>
        <translation>這臺伺服器沒有可以自己開桌的遊戲。</translation>
    </message>
    <message>
        <source>Leave at least one seat open: a table of bots alone has nobody to sit down.</source>
        <translation>請至少留一個空位：全是電腦的牌桌沒有人能入座。</translation>
    </message>
    <message>
        <source>Give the table a name.</source>
        <translation>請給牌桌起個名字。</translation>
    </message>
    <message>
        <source>A table of your own</source>
        <translation>自己開一桌</translation>
    </message>
    <message>
        <source>Seats (in play order): open for a person, or a bot</source>
        <translation>座位（按出牌順序）：空位留給玩家，或由電腦坐</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>牌桌名稱</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>{name}的牌桌</translation>
    </message>
    <message>
        <source>A table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Create the table</source>
        <translation>開桌</translation>
    </message>
</context>
<context>
    <name>Dispute</name>
    <message>
        <source>the host&apos;s machine is gone and its game cannot be reopened</source>
        <extracomment>The log events the table adds for disputes (not the engine&apos;s).</extracomment>
        <translation>主機已不在，牌局無法重新開啟</translation>
    </message>
    <message>
        <source>every person left the game</source>
        <translation>所有玩家都已離開</translation>
    </message>
    <message>
        <source>an upheld dispute</source>
        <translation>仲裁成立</translation>
    </message>
    <message>
        <source>all seated people agreed</source>
        <translation>全體在座玩家同意</translation>
    </message>
    <message>
        <source>{text} (void)</source>
        <translation>{text}（無效）</translation>
    </message>
    <message>
        <source>Not decided yet.</source>
        <translation>尚未裁決。</translation>
    </message>
    <message>
        <source>Rejected: play goes on.</source>
        <translation>駁回：繼續出牌。</translation>
    </message>
    <message>
        <source>Upheld: the game is void.</source>
        <translation>成立：本局比賽無效。</translation>
    </message>
    <message>
        <source>Upheld: the move is taken back.</source>
        <translation>成立：該手牌已撤回。</translation>
    </message>
    <message>
        <source>Upheld.</source>
        <translation>成立。</translation>
    </message>
    <message>
        <source>Reason: {reason}</source>
        <translation>理由：{reason}</translation>
    </message>
    <message>
        <source>Decided by {name}.</source>
        <translation>裁決人：{name}。</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>發牌</translation>
    </message>
    <message>
        <source>move {n}</source>
        <translation>第 {n} 手</translation>
    </message>
    <message>
        <source>This game is void ({why}): it counts in no score.</source>
        <translation>本局比賽無效（{why}）：不計入任何積分。</translation>
    </message>
    <message>
        <source>Someone</source>
        <translation>某人</translation>
    </message>
    <message>
        <source>{name} disputes {step}: {text}</source>
        <translation>{name} 對{step}提出仲裁：{text}</translation>
    </message>
    <message>
        <source>Dispute on {step}: {decision}</source>
        <translation>{step}的仲裁：{decision}</translation>
    </message>
    <message>
        <source>Void: {why}.</source>
        <translation>無效：{why}。</translation>
    </message>
    <message>
        <source>The app said: {text}</source>
        <extracomment>The colour of a disputed step&apos;s flag on the slider.</extracomment>
        <translation>系統的說明：{text}</translation>
    </message>
    <message>
        <source>No disputes.</source>
        <translation>沒有仲裁。</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>發牌</translation>
    </message>
    <message>
        <source>Move {n}</source>
        <translation>第 {n} 手</translation>
    </message>
    <message>
        <source>{name} moves.</source>
        <translation>{name} 行動。</translation>
    </message>
    <message>
        <source>Move {n}: {text}</source>
        <translation>第 {n} 手：{text}</translation>
    </message>
    <message>
        <source>Dispute a move</source>
        <translation>對一手牌提出仲裁</translation>
    </message>
    <message>
        <source>Ask for arbitration (仲裁) when a rule seems unclear or wrongly applied. The dispute is kept with the game&apos;s record.</source>
        <translation>規則不明確或執行有誤時，可提出仲裁。仲裁會隨牌局記錄一起儲存。</translation>
    </message>
    <message>
        <source>The move:</source>
        <translation>哪一手：</translation>
    </message>
    <message>
        <source>The app said:</source>
        <translation>系統的說明：</translation>
    </message>
    <message>
        <source>What is wrong, in a few words</source>
        <translation>簡要說明哪裡有問題</translation>
    </message>
    <message>
        <source>Your claim:</source>
        <translation>你的異議：</translation>
    </message>
    <message>
        <source>Raise the dispute</source>
        <translation>提出仲裁</translation>
    </message>
    <message>
        <source>{n} of {max} characters</source>
        <translation>{n} / {max} 字</translation>
    </message>
    <message>
        <source>Decide the dispute</source>
        <translation>裁決仲裁</translation>
    </message>
    <message>
        <source>Rejected: the rule was applied right; play goes on</source>
        <translation>駁回：規則執行無誤，繼續出牌</translation>
    </message>
    <message>
        <source>Upheld: the game is void (it counts in no score)</source>
        <translation>成立：本局比賽無效（不計入任何積分）</translation>
    </message>
    <message>
        <source>Upheld: take the move back and play on from before it</source>
        <translation>成立：撤回該手牌，從此前繼續</translation>
    </message>
    <message>
        <source>Upheld, nothing to undo</source>
        <translation>成立，無需撤銷</translation>
    </message>
    <message>
        <source>Every seated person agrees to take the move back</source>
        <translation>全體在座玩家同意撤回該手牌</translation>
    </message>
    <message>
        <source>Why (kept with the decision)</source>
        <translation>理由（隨裁決儲存）</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <source>Decided by:</source>
        <translation>裁決人：</translation>
    </message>
    <message>
        <source>Record the decision</source>
        <translation>記錄裁決</translation>
    </message>
    <message>
        <source>Void this game</source>
        <translation>本局作廢</translation>
    </message>
    <message>
        <source>A void game (本局比赛无效) keeps its record and replays, but counts in no score, total, coin balance or statistic.</source>
        <translation>無效的牌局（本局比賽無效）保留記錄，可以回放，但不計入任何積分、總分、金幣或統計。</translation>
    </message>
    <message>
        <source>Why (optional)</source>
        <translation>理由（可不填）</translation>
    </message>
    <message>
        <source>Every seated person agrees to void this game</source>
        <translation>全體在座玩家同意本局作廢</translation>
    </message>
    <message>
        <source>Void the game</source>
        <translation>作廢本局</translation>
    </message>
    <message>
        <source>Void this game? Every seated person is asked.</source>
        <translation>本局作廢？需徵得全體在座玩家同意。</translation>
    </message>
    <message>
        <source>Take the disputed move back? Every seated person is asked.</source>
        <translation>撤回有爭議的那手牌？需徵得全體在座玩家同意。</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>表決</translation>
    </message>
    <message>
        <source>The host did not keep the dispute or vote (a move it has not reached, or a vote not open).</source>
        <translation>主機沒有記錄這項仲裁或投票（牌局尚未到那一手，或投票未開啟）。</translation>
    </message>
    <message>
        <source>&amp;Dispute…</source>
        <translation>提出仲裁(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Void this game…</source>
        <translation>本局作廢(&amp;V)…</translation>
    </message>
    <message>
        <source>E&amp;xport dispute…</source>
        <translation>匯出仲裁(&amp;X)…</translation>
    </message>
    <message>
        <source>De&amp;cide the open dispute…</source>
        <translation>裁決待決的仲裁(&amp;C)…</translation>
    </message>
    <message>
        <source>The dispute cannot be kept: {reason}</source>
        <translation>無法儲存仲裁：{reason}</translation>
    </message>
    <message>
        <source>The decision cannot be kept: {reason}</source>
        <translation>無法儲存裁決：{reason}</translation>
    </message>
    <message>
        <source>Export dispute</source>
        <translation>匯出仲裁</translation>
    </message>
    <message>
        <source>Paiju disputes (*.paiju-dispute)</source>
        <translation>牌局仲裁檔案 (*.paiju-dispute)</translation>
    </message>
    <message>
        <source>The dispute cannot be exported: {reason}</source>
        <translation>無法匯出仲裁：{reason}</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>仲裁</translation>
    </message>
    <message>
        <source>The host was lost; this PC never had the whole deal, so this game cannot be replayed. It is kept void, with what this PC saw of it.</source>
        <translation>主機已斷開；本機從未拿到完整的發牌，因此本局無法回放。本局記為無效，並保留本機所見的內容。</translation>
    </message>
    <message>
        <source>This PC never had the whole game, so it cannot be replayed.</source>
        <translation>本機從未拿到完整的牌局，因此無法回放。</translation>
    </message>
    <message>
        <source>Not replayable</source>
        <translation>無法回放</translation>
    </message>
    <message>
        <source>What this PC saw:</source>
        <translation>本機所見：</translation>
    </message>
    <message>
        <source>Disputes…</source>
        <translation>仲裁…</translation>
    </message>
    <message>
        <source>Decide…</source>
        <translation>裁決…</translation>
    </message>
    <message>
        <source>Disputes</source>
        <translation>仲裁</translation>
    </message>
    <message>
        <source>This game has no undecided dispute.</source>
        <translation>這局沒有待裁決的仲裁。</translation>
    </message>
    <message>
        <source>⚑ Dispute</source>
        <translation>⚑ 仲裁</translation>
    </message>
    <message>
        <source>⚑ disputed at move {moves}</source>
        <translation>⚑ 有仲裁的手數：{moves}</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>The lottery is drawn.</source>
        <translation>抽籤完成。</translation>
    </message>
    <message>
        <source>Nobody called: the cards are dealt again.</source>
        <translation>無人叫地主：重新發牌。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>本局結束。</translation>
    </message>
    <message>
        <source>The scores are settled.</source>
        <translation>結算完成。</translation>
    </message>
    <message>
        <source>A new round starts.</source>
        <translation>新一輪開始。</translation>
    </message>
    <message>
        <source>The bottom cards are put aside.</source>
        <translation>底牌已放在一邊。</translation>
    </message>
    <message>
        <source>The game starts.</source>
        <translation>牌局開始。</translation>
    </message>
    <message>
        <source>A new trick starts.</source>
        <translation>新的一墩開始。</translation>
    </message>
    <message>
        <source>The sky cards are settled.</source>
        <translation>天牌結算完成。</translation>
    </message>
    <message>
        <source>The cards are dealt.</source>
        <translation>發牌完成。</translation>
    </message>
    <message>
        <source>Every hand is shown face up.</source>
        <translation>各家亮出手牌。</translation>
    </message>
    <message>
        <source>{name} leads first.</source>
        <translation>{name} 首先出牌。</translation>
    </message>
    <message>
        <source>{name} is back at the table (the lines above happened meanwhile).</source>
        <translation>{name} 回到牌桌（以上是離開期間發生的事）。</translation>
    </message>
    <message>
        <source>{name} has one card left!</source>
        <translation>{name} 報單！</translation>
    </message>
    <message>
        <source>{name} is out of cards.</source>
        <translation>{name} 出完了牌。</translation>
    </message>
    <message>
        <source>{name} escapes from the game.</source>
        <translation>{name} 逃跑了。</translation>
    </message>
    <message>
        <source>{name} is drawn to open the bidding.</source>
        <translation>抽中 {name} 先叫。</translation>
    </message>
    <message>
        <source>{name} opens the bidding.</source>
        <translation>{name} 開始叫分。</translation>
    </message>
    <message>
        <source>{name} may grab the earth with one more play.</source>
        <translation>{name} 可以再出一手搶地。</translation>
    </message>
    <message>
        <source>{name} does not grab the earth.</source>
        <translation>{name} 放棄搶地。</translation>
    </message>
    <message>
        <source>{name} takes the kitty.</source>
        <translation>{name} 拿起底牌。</translation>
    </message>
    <message>
        <source>{name} buries 8 cards.</source>
        <translation>{name} 埋了 8 張底牌。</translation>
    </message>
    <message>
        <source>{name}&apos;s bomb is beaten.</source>
        <translation>{name} 的炸彈被壓住了。</translation>
    </message>
    <message>
        <source>{name} abandons the game.</source>
        <translation>{name} 棄權。</translation>
    </message>
    <message>
        <source>{name} is the landlord.</source>
        <translation>{name} 是地主。</translation>
    </message>
    <message>
        <source>{name} is the dealer.</source>
        <translation>{name} 是莊家。</translation>
    </message>
    <message>
        <source>{name} is the banker.</source>
        <translation>{name} 是莊家。</translation>
    </message>
    <message>
        <source>{name} leads.</source>
        <translation>{name} 出牌。</translation>
    </message>
    <message>
        <source>{name} wins with sky cards!</source>
        <translation>{name} 天牌獲勝！</translation>
    </message>
    <message>
        <source>{name} goes out at once: Earth!</source>
        <translation>{name} 一手出完：地牌！</translation>
    </message>
    <message>
        <source>{name} grabs the earth!</source>
        <translation>{name} 搶地成功！</translation>
    </message>
    <message>
        <source>{name} empties their hand: Man!</source>
        <translation>{name} 出完手牌：人牌！</translation>
    </message>
    <message>
        <source>{name} plays {cards}</source>
        <translation>{name} 出 {cards}</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} 不出。</translation>
    </message>
    <message>
        <source>{name} wins the trick and {points} points.</source>
        <translation>{name} 贏得這一墩和 {points} 分。</translation>
    </message>
    <message>
        <source>{name} wins the trick.</source>
        <translation>{name} 贏得這一墩。</translation>
    </message>
    <message>
        <source>{name} does not bid.</source>
        <translation>{name} 不叫。</translation>
    </message>
    <message>
        <source>{name} bids {value}.</source>
        <translation>{name} 叫 {value} 分。</translation>
    </message>
    <message>
        <source>{name} calls the landlord.</source>
        <translation>{name} 叫地主。</translation>
    </message>
    <message>
        <source>{name} does not call.</source>
        <translation>{name} 不叫。</translation>
    </message>
    <message>
        <source>{name} grabs the landlord.</source>
        <translation>{name} 搶地主。</translation>
    </message>
    <message>
        <source>{name} does not grab.</source>
        <translation>{name} 不搶。</translation>
    </message>
    <message>
        <source>{name} shows their cards: {cards}</source>
        <translation>{name} 明牌：{cards}</translation>
    </message>
    <message>
        <source>{name} shows their cards.</source>
        <translation>{name} 明牌。</translation>
    </message>
    <message>
        <source>{name} chooses trumps: {suit}.</source>
        <translation>{name} 定主：{suit}。</translation>
    </message>
    <message>
        <source>{name} buries {cards}.</source>
        <translation>{name} 埋底：{cards}。</translation>
    </message>
    <message>
        <source>The wild rank is {rank}.</source>
        <translation>癩子是 {rank}。</translation>
    </message>
    <message>
        <source>The knife rank is {rank}.</source>
        <translation>刀是 {rank}。</translation>
    </message>
    <message>
        <source>The bottom cards: {cards}.</source>
        <translation>底牌：{cards}。</translation>
    </message>
    <message>
        <source>Now: {phase}.</source>
        <translation>現在：{phase}。</translation>
    </message>
    <message>
        <source>Banker: {name}.</source>
        <translation>莊家：{name}。</translation>
    </message>
    <message>
        <source>First dealer: {name}.</source>
        <translation>首發牌者：{name}。</translation>
    </message>
    <message>
        <source>Round {n}: {name} leads.</source>
        <translation>第 {n} 輪：{name} 出牌。</translation>
    </message>
    <message>
        <source>The lead passes to {name}.</source>
        <translation>由 {name} 接風出牌。</translation>
    </message>
    <message>
        <source>{name} shows their cards before the deal.</source>
        <translation>{name} 明牌開始。</translation>
    </message>
    <message>
        <source>{a} &amp; {b}</source>
        <translation>{a}、{b}</translation>
    </message>
    <message>
        <source>Lottery: {banker} is the banker, {dealer} deals first; relay order (接风): {queue}.</source>
        <translation>抽籤：{banker} 是莊家，{dealer} 首先發牌；接風順序：{queue}。</translation>
    </message>
    <message>
        <source>{name} wins with sky cards: {kinds}, {klass}: {score} points!</source>
        <translation>{name} 天牌獲勝：{kinds}，{klass}，得 {score} 分！</translation>
    </message>
    <message>
        <source>Three kinds of sky cards at one table: ×3.</source>
        <translation>同局出現三類天牌：×3。</translation>
    </message>
    <message>
        <source>Nobody holds sky cards: the game is played out.</source>
        <translation>無人持有天牌：進入實賽。</translation>
    </message>
    <message>
        <source>{name} goes out with the first play: Earth (地牌), {score} points!</source>
        <translation>{name} 首手出完：地牌，得 {score} 分！</translation>
    </message>
    <message>
        <source>{name} grabs the earth (抢地): {score} points!</source>
        <translation>{name} 搶地成功，得 {score} 分！</translation>
    </message>
    <message>
        <source>{name} is the last player left: Man (人牌) by walkover, {score} points.</source>
        <translation>{name} 是最後留下的玩家：不戰而得人牌，得 {score} 分。</translation>
    </message>
    <message>
        <source>{name} empties their hand: Man (人牌), {score} points!</source>
        <translation>{name} 出完手牌：人牌，得 {score} 分！</translation>
    </message>
    <message>
        <source>{name}&apos;s throw {attempted} fails: {holder} holds {cards}. {name} plays {forced} instead.</source>
        <translation>{name} 甩牌 {attempted} 失敗：{holder} 有更大的 {cards}。{name} 改出 {forced}。</translation>
    </message>
    <message>
        <source>First half. The knife card (刀) turned is {card}: the knife rank is {rank}. {first} receives the first card; {holder} gets the turned card and leads.</source>
        <translation>上半局。翻出的刀牌是 {card}，刀為 {rank}。{first} 第一個摸牌；{holder} 摸到這張刀牌，先出牌。</translation>
    </message>
    <message>
        <source>Second half. The knife card (刀) turned is {card}: the knife rank is {rank}. {first}, first out of the first half, receives the first card and leads.</source>
        <translation>下半局。翻出的刀牌是 {card}，刀為 {rank}。上半局的上游 {first} 第一個摸牌並先出牌。</translation>
    </message>
    <message>
        <source>The first half is over.</source>
        <translation>上半局結束。</translation>
    </message>
    <message>
        <source>The second half is over.</source>
        <translation>下半局結束。</translation>
    </message>
    <message>
        <source>First out (上游): {up}; last out (下游): {down}.</source>
        <translation>上游：{up}；下游：{down}。</translation>
    </message>
    <message>
        <source>Points this half: {a} {p}, {b} {q}.</source>
        <translation>本半局得分：{a} {p}，{b} {q}。</translation>
    </message>
    <message>
        <source>Double clip (双夹)! {side} win the game.</source>
        <translation>雙夾！{side} 獲勝。</translation>
    </message>
    <message>
        <source>No double clip (双夹): the second half decides.</source>
        <translation>未成雙夾：進行下半局。</translation>
    </message>
    <message>
        <source>{side} win by double clip (双夹).</source>
        <translation>{side} 雙夾獲勝。</translation>
    </message>
    <message>
        <source>300 : 300: {side} win, their side went out first in the first half.</source>
        <translation>300 : 300：{side} 獲勝（上半局上游一方）。</translation>
    </message>
    <message>
        <source>{side} win on points, {p} : {q} over both halves.</source>
        <translation>{side} 以兩個半局合計 {p} : {q} 獲勝。</translation>
    </message>
    <message>
        <source>{name} goes out first: first out (上游)!</source>
        <translation>{name} 第一個出完：上游！</translation>
    </message>
    <message>
        <source>{name} keeps their cards hidden.</source>
        <translation>{name} 不明牌。</translation>
    </message>
    <message>
        <source>You receive {cards}.</source>
        <translation>你拿到 {cards}牌。</translation>
    </message>
    <message>
        <source>{name} receives {cards}.</source>
        <translation>{name} 拿到 {cards}牌。</translation>
    </message>
    <message>
        <source>{name} is the dealer with a bid of {bid}.</source>
        <translation>{name} 以 {bid} 分做莊。</translation>
    </message>
    <message>
        <source>Spring! The stake doubles.</source>
        <translation>春天！倍數翻倍。</translation>
    </message>
    <message>
        <source>Count: the dealer&apos;s side took {d} points, the defenders {f} (bid {bid}).</source>
        <translation>計分：莊家一方得 {d} 分，閒家 {f} 分（叫分 {bid}）。</translation>
    </message>
    <message>
        <source>The game is over: {scores}.</source>
        <translation>本局結束：{scores}。</translation>
    </message>
    <message>
        <source>{name}: {what}</source>
        <translation>{name}：{what}</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>The leader of a trick must play a combination: only the players who follow may pass.</source>
        <extracomment>bomb classes, low to high</extracomment>
        <translation>一輪的首出者必須出牌：只有跟牌的玩家可以不出。</translation>
    </message>
    <message>
        <source>{cards} is not a Dou Dizhu combination (single, pair, trio with or without a kicker, straight, pair straight, plane, four with two, bomb or rocket).</source>
        <translation>{cards} 不是鬥地主的牌型（單張、對子、三張或三帶一/三帶二、順子、連對、飛機、四帶二、炸彈或王炸）。</translation>
    </message>
    <message>
        <source>{cards} cannot be read as a {type}.</source>
        <translation>{cards} 不能按{type}出。</translation>
    </message>
    <message>
        <source>That choice is not one this move takes.</source>
        <translation>這一步不接受這個選擇。</translation>
    </message>
    <message>
        <source>That kind of move belongs to another stage of the game: showing, calling, grabbing, then play.</source>
        <translation>這種操作屬於另一個階段：先明牌、叫地主、搶地主，然後出牌。</translation>
    </message>
    <message>
        <source>Bombs rank rocket &gt; wild bomb &gt; bomb &gt; soft bomb, and beat every other type; in one class the higher rank wins. {cards} is not bigger.</source>
        <translation>炸彈的大小：王炸 &gt; 癩子炸彈 &gt; 硬炸彈 &gt; 軟炸彈，都大於其他牌型；同類炸彈比點數。{cards} 不夠大。</translation>
    </message>
    <message>
        <source>Only the same type with the same number of cards beats a play: a {type} does not beat a {top_type}.</source>
        <translation>只有張數相同的同一牌型才能壓牌：{type}壓不了{top_type}。</translation>
    </message>
    <message>
        <source>The same type with the same number of cards must have a higher main rank (the chain&apos;s top, the trio or the four).</source>
        <translation>同一牌型、同樣張數時，主體點數必須更大（連牌的最大張、三張或四張）。</translation>
    </message>
    <message>
        <source>Bombs rank rocket &gt; wild bomb &gt; bomb &gt; soft bomb, and beat every other type.</source>
        <translation>炸彈的大小：王炸 &gt; 癩子炸彈 &gt; 硬炸彈 &gt; 軟炸彈，都大於其他牌型。</translation>
    </message>
    <message>
        <source>The same type and number of cards, with a higher main rank.</source>
        <translation>同一牌型、同樣張數，主體點數更大。</translation>
    </message>
    <message>
        <source>The wild cards (癞子, rank {laizi}) stand in as {ranks}.</source>
        <translation>癩子（點數 {laizi}）在此代替 {ranks}。</translation>
    </message>
    <message>
        <source>Every bomb doubles the game&apos;s multiplier.</source>
        <translation>每個炸彈使本局倍數翻倍。</translation>
    </message>
    <message>
        <source>The move is taken as the rules of this stage allow.</source>
        <translation>這一步按本階段的規則被接受。</translation>
    </message>
    <message>
        <source>A player who follows may always pass (不要).</source>
        <translation>跟牌的玩家隨時可以不要。</translation>
    </message>
    <message>
        <source>In turn each player calls the landlord or not; the first call ends the calling.</source>
        <translation>每位玩家依次選擇叫地主或不叫；第一個叫地主的人結束叫地主階段。</translation>
    </message>
    <message>
        <source>After a call, each other player may grab the landlord once; every grab doubles the multiplier.</source>
        <translation>有人叫地主後，其他玩家各有一次搶地主的機會；每搶一次倍數翻倍。</translation>
    </message>
    <message>
        <source>Showing the cards multiplies the stake: ×4 before the deal, ×2 after taking the bottom cards.</source>
        <translation>明牌會增加倍數：發牌前明牌 ×4，拿底牌後明牌 ×2。</translation>
    </message>
    <message>
        <source>Escaping ends the game: the stake counts every bomb in every hand, and the escaper pays.</source>
        <translation>逃跑使本局結束：倍數計入所有人手中的全部炸彈，由逃跑者賠付。</translation>
    </message>
    <message>
        <source>An escape: X = {x} counting every bomb in every hand; the escaper pays, {score} coins here.</source>
        <translation>逃跑：X = {x}，計入所有人手中的全部炸彈；由逃跑者賠付，此處 {score} 豆。</translation>
    </message>
    <message>
        <source>X = base 1 × multiplier {multiplier} × room stake {stake} = {x}; {score} coins here, since coins never go below 0.</source>
        <translation>X = 底分 1 × 倍數 {multiplier} × 房間倍率 {stake} = {x}；因歡樂豆不會少於 0，此處 {score} 豆。</translation>
    </message>
    <message>
        <source>Spring doubles: X = base 1 × multiplier {multiplier} × room stake {stake} = {x}; {score} coins here.</source>
        <translation>春天翻倍：X = 底分 1 × 倍數 {multiplier} × 房間倍率 {stake} = {x}；此處 {score} 豆。</translation>
    </message>
    <message>
        <source>X = base 1 × multiplier {multiplier} (grabs {grabs}, showing ×{show}, bombs {bombs}) × room stake {stake} = {x}; {score} coins here.</source>
        <translation>X = 底分 1 × 倍數 {multiplier}（搶地主 {grabs} 次，明牌 ×{show}，炸彈 {bombs} 個）× 房間倍率 {stake} = {x}；此處 {score} 豆。</translation>
    </message>
    <message>
        <source>Once the landlord has the bottom cards a wild rank (癞子) is drawn: all four cards of rank {laizi} are wild.</source>
        <translation>地主拿到底牌後隨機抽出癩子：點數為 {laizi} 的四張牌都是癩子。</translation>
    </message>
    <message>
        <source>The last player to grab is the landlord; if nobody grabbed, the caller is.</source>
        <translation>最後一個搶地主的人當地主；無人搶地主時，叫地主的人當地主。</translation>
    </message>
    <message>
        <source>Nobody called and nobody showed the cards from the start: the cards are dealt again.</source>
        <translation>無人叫地主，也無人明牌開始：重新發牌。</translation>
    </message>
    <message>
        <source>Spring (春天): the other side never played a card, so the stake doubles.</source>
        <translation>春天：對方一張牌都沒出，倍數翻倍。</translation>
    </message>
    <message>
        <source>Both other players passed: the last play wins the trick and its owner leads.</source>
        <translation>另外兩位玩家都不要：最後出的牌贏得這一輪，由出牌者首出。</translation>
    </message>
    <message>
        <source>The move was refused.</source>
        <extracomment>The translation context of every message id. Product decisions on unclear seed sentences, cited as ``decision:&lt;id&gt;``: id -&gt; (the spec file in ``shared/spec/``, the sentence it records, quoted; whitespace aside, verbatim). Refusals of the shared machinery (:class:`~desktop_app.engine.core.Game`, the pack limits): every game may give them; a game&apos;s own ``REFUSALS`` row wins.</extracomment>
        <translation>這一步未被接受。</translation>
    </message>
    <message>
        <source>That move breaks a rule of the game.</source>
        <translation>這一步違反了本遊戲的規則。</translation>
    </message>
    <message>
        <source>Those cards cannot be played at this moment.</source>
        <translation>此刻不能出這些牌。</translation>
    </message>
    <message>
        <source>Players act in turn, and it is not this seat&apos;s turn.</source>
        <translation>玩家輪流行動，現在不是這個座位的回合。</translation>
    </message>
    <message>
        <source>That kind of move belongs to another stage of the game.</source>
        <translation>這種操作屬於遊戲的另一個階段。</translation>
    </message>
    <message>
        <source>The game is over: no more moves are taken.</source>
        <translation>本局已結束：不再接受任何操作。</translation>
    </message>
    <message>
        <source>That move is not one this game takes at this moment.</source>
        <translation>本遊戲此刻不接受這一步。</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>本桌沒有這個座位。</translation>
    </message>
    <message>
        <source>That kind of move is not part of this game.</source>
        <translation>本遊戲沒有這種操作。</translation>
    </message>
    <message>
        <source>This kind of move takes no cards.</source>
        <translation>這種操作不帶牌。</translation>
    </message>
    <message>
        <source>A room option has a value this game does not take.</source>
        <translation>某個房間選項的值本遊戲不接受。</translation>
    </message>
    <message>
        <source>This game is not played by {players} players.</source>
        <translation>本遊戲不能由 {players} 人進行。</translation>
    </message>
    <message>
        <source>The deal named is not one this game knows.</source>
        <translation>本遊戲不認識所指定的發牌方式。</translation>
    </message>
    <message>
        <source>What the match carried into this game is not valid.</source>
        <translation>比賽帶入本局的資料無效。</translation>
    </message>
    <message>
        <source>The record does not replay under this game&apos;s rules.</source>
        <translation>該記錄不能按本遊戲的規則重放。</translation>
    </message>
    <message>
        <source>The record was written by a newer version of the app.</source>
        <translation>該記錄由更新版本的程式寫成。</translation>
    </message>
    <message>
        <source>The state this check needs is missing.</source>
        <translation>缺少這項檢查所需的局面資訊。</translation>
    </message>
    <message>
        <source>The message from the other computer is not valid.</source>
        <translation>另一臺電腦發來的訊息無效。</translation>
    </message>
    <message>
        <source>That card is not in this game&apos;s pack.</source>
        <translation>這張牌不在這個遊戲的牌中。</translation>
    </message>
    <message>
        <source>This game&apos;s pack does not hold that many copies of a card.</source>
        <translation>這個遊戲的牌中沒有這麼多張同樣的牌。</translation>
    </message>
    <message>
        <source>No hand of this game holds that many cards.</source>
        <translation>本遊戲的任何一手牌都沒有這麼多張。</translation>
    </message>
    <message>
        <source>No game is running at this table.</source>
        <translation>本桌沒有正在進行的牌局。</translation>
    </message>
    <message>
        <source>Each player moves only for their own seat.</source>
        <translation>每位玩家只能為自己的座位操作。</translation>
    </message>
    <message>
        <source>That seat is not played at this computer.</source>
        <translation>這個座位不在這臺電腦上操作。</translation>
    </message>
    <message>
        <source>That seat is not played from another computer.</source>
        <translation>這個座位不是由另一臺電腦操作的。</translation>
    </message>
    <message>
        <source>At a shared computer the next player takes the mouse before moving.</source>
        <translation>在同一臺電腦上輪流玩時，下一位玩家須先接過滑鼠再操作。</translation>
    </message>
    <message>
        <source>A dispute names a move of this game (or the deal) and says in a few words what is wrong.</source>
        <translation>仲裁須指明本局的一手牌（或發牌），並用幾句話說明哪裡不對。</translation>
    </message>
    <message>
        <source>A spectator watches the game: only a seated player makes moves.</source>
        <translation>旁觀者只觀看牌局：只有在座的玩家才能出牌。</translation>
    </message>
    <message>
        <source>In a LAN room each computer moves only for the seat the host gave it.</source>
        <translation>區域網房間裡，每臺電腦只能為主機分配給它的座位行動。</translation>
    </message>
    <message>
        <source>The host takes only so many messages a second from one computer: wait a moment and try again.</source>
        <translation>主機每秒只接收一臺電腦的有限條訊息：請稍等片刻再試。</translation>
    </message>
    <message>
        <source>The host could not handle that move; the game goes on as before.</source>
        <translation>主機無法處理這一步；牌局照常進行。</translation>
    </message>
    <message>
        <source>The host could not read that move as this app&apos;s LAN protocol writes it.</source>
        <translation>主機無法按本程式的區域網協議讀取這一步。</translation>
    </message>
    <message>
        <source>A play needs at least one card; to let the turn go, pass.</source>
        <translation>出牌至少要一張；想讓過本輪，請選擇不出。</translation>
    </message>
    <message>
        <source>Only cards in the player&apos;s hand can be played: {cards} are not there.</source>
        <translation>只能出自己手中的牌：{cards} 不在手中。</translation>
    </message>
    <message>
        <source>{cards} is not one of this game&apos;s combinations.</source>
        <translation>{cards} 不是本遊戲的牌型。</translation>
    </message>
    <message>
        <source>This game has no combination called {type}.</source>
        <translation>本遊戲沒有名為{type}的牌型。</translation>
    </message>
    <message>
        <source>A play must beat the play on the table ({top}), and {cards} does not.</source>
        <translation>出牌必須壓過桌上的牌（{top}），{cards} 壓不過。</translation>
    </message>
    <message>
        <source>Any player may abandon the game at any time; it ends their part in it.</source>
        <extracomment>The accepted-move explanations every game shares (its own ``KIND_RULES`` win).</extracomment>
        <translation>任何玩家都可隨時棄權，此後不再參與本局。</translation>
    </message>
    <message>
        <source>A player who does not beat the play on the table may pass.</source>
        <translation>壓不過桌上的牌的玩家可以不出。</translation>
    </message>
    <message>
        <source>The game starts: the cards are dealt as the rules say.</source>
        <translation>開局：按規則發牌。</translation>
    </message>
    <message>
        <source>The game is over; each player&apos;s line of the score says how it was counted.</source>
        <translation>本局結束；每位玩家的得分行說明了計分方法。</translation>
    </message>
    <message>
        <source>{cards} is a {type}: any combination may lead a new trick.</source>
        <translation>{cards} 是{type}：新一輪可以首出任何牌型。</translation>
    </message>
    <message>
        <source>{cards} is a {type} and beats the {top_type} on the table ({top}).</source>
        <translation>{cards} 是{type}，壓過桌上的{top_type}（{top}）。</translation>
    </message>
    <message>
        <source>trumps</source>
        <translation>主牌</translation>
    </message>
    <message>
        <source>(Rules: {section})</source>
        <extracomment>Words the renderer puts around the parts.</extracomment>
        <translation>（規則：{section}）</translation>
    </message>
    <message>
        <source>This is the room option “{option}”.</source>
        <translation>這是房間選項「{option}」。</translation>
    </message>
    <message>
        <source>The original rules are unclear here: this is the app&apos;s decision, recorded in its rules page.</source>
        <translation>原規則此處不明確：這是本程式的決定，寫在其規則頁中。</translation>
    </message>
    <message>
        <source>{cards} is a throw (甩牌) of one plain suit: nobody else holds a higher single, pair or tractor of that suit.</source>
        <translation>{cards} 是同一副牌花色的甩牌：其他人手中都沒有該花色更大的單張、對子或拖拉機。</translation>
    </message>
    <message>
        <source>{cards} is a {type}, led: any single, pair or tractor may lead.</source>
        <translation>{cards} 是{type}，首出：單張、對子或拖拉機都可以首出。</translation>
    </message>
    <message>
        <source>{cards} follows the lead ({top}) with as many cards, of the led suit as far as the hand allows.</source>
        <translation>{cards} 跟首出的牌（{top}）：張數相同，並盡手中所有跟出首出的花色。</translation>
    </message>
    <message>
        <source>A follow wins the trick only with the same shape and higher cards (or trumps on a plain lead); another shape counts as smaller.</source>
        <translation>跟牌只有牌型相同且更大（或以主牌斃副牌）才能贏這一墩；牌型不同直接算作小。</translation>
    </message>
    <message>
        <source>A bid is a number of points from 60 to 200.</source>
        <translation>叫分是 60 到 200 之間的分數。</translation>
    </message>
    <message>
        <source>A bid now must be from {min} to {max}: 60 at least, then 5 to 20 above the current bid.</source>
        <translation>現在的叫分須在 {min} 到 {max} 之間：首叫至少 60，之後比當前叫分高 5 到 20。</translation>
    </message>
    <message>
        <source>Bids go in steps of {step}: {amount} is not one.</source>
        <translation>叫分須以 {step} 為單位：{amount} 不行。</translation>
    </message>
    <message>
        <source>The dealer names one of the four suits as trumps.</source>
        <translation>莊家從四種花色中選一種作主。</translation>
    </message>
    <message>
        <source>The dealer buries exactly {count} cards after taking the kitty ({selected} chosen).</source>
        <translation>莊家拿底牌後須扣下正好 {count} 張（已選 {selected} 張）。</translation>
    </message>
    <message>
        <source>A lead is all of one plain suit or all trumps: {cards} mixes suits.</source>
        <translation>首出的牌須全是同一副牌花色或全是主牌：{cards} 混了花色。</translation>
    </message>
    <message>
        <source>Only plain suits can be thrown (甩牌): trumps lead one single, pair or tractor at a time.</source>
        <translation>只有副牌花色可以甩牌：主牌每次只能出單張、對子或拖拉機。</translation>
    </message>
    <message>
        <source>{cards} is not a 红五 lead: a single, a pair of identical cards, a tractor or a throw of one plain suit.</source>
        <translation>{cards} 不是紅五可首出的牌：單張、兩張完全相同的牌組成的對子、拖拉機，或同一副牌花色的甩牌。</translation>
    </message>
    <message>
        <source>{cards} cannot be led as a {type}.</source>
        <translation>{cards} 不能按{type}首出。</translation>
    </message>
    <message>
        <source>A follow has as many cards as the lead: {need}, not {count}.</source>
        <translation>跟牌張數須與首出相同：{need} 張，而不是 {count} 張。</translation>
    </message>
    <message>
        <source>Follow the led suit ({suit}) with as many of its cards as you hold: {need} needed, {held} held.</source>
        <translation>須盡手中所有跟出首出的花色（{suit}）：需要 {need} 張，手中有 {held} 張。</translation>
    </message>
    <message>
        <source>With pairs must follow pairs, pairs of the led suit ({suit}) must be played while you hold them: {need} needed.</source>
        <translation>「對子必須跟對子」時，手中有首出花色（{suit}）的對子就必須出：需要 {need} 對。</translation>
    </message>
    <message>
        <source>That kind of move belongs to another stage of the game: bidding, trumps and the kitty, then play.</source>
        <translation>這種操作屬於另一個階段：先叫分、定主和扣底，然後出牌。</translation>
    </message>
    <message>
        <source>Pairs are followed with pairs while the hand holds them.</source>
        <translation>手中有對子時，對子須跟對子。</translation>
    </message>
    <message>
        <source>♥5 (红五) is the highest trump, whatever suit is trumps.</source>
        <translation>無論哪門作主，♥5（紅五）都是最大的主牌。</translation>
    </message>
    <message>
        <source>The throw {attempted} fails: another player holds {cards}, higher in that suit; the lowest failing part, {forced}, is played instead.</source>
        <translation>甩牌 {attempted} 失敗：另一位玩家持有該花色更大的 {cards}；改出失敗部分中最小的 {forced}。</translation>
    </message>
    <message>
        <source>A player who passes in the bidding is out of it for this deal; the last bidder standing is the dealer.</source>
        <translation>叫分時不叫的玩家本副牌不能再叫；最後留下的叫分者當莊家。</translation>
    </message>
    <message>
        <source>A bid of {value}: at least 60, then 5 to 20 above the current bid in steps of 5; 200 wins at once.</source>
        <translation>叫 {value} 分：首叫至少 60，之後比當前叫分高 5 到 20，且為 5 的倍數；叫 200 立即成為莊家。</translation>
    </message>
    <message>
        <source>The dealer names the trump suit ({suit}); ♥5 and the jokers are trumps anyway.</source>
        <translation>莊家定主（{suit}）；♥5 和大小王無論如何都是主牌。</translation>
    </message>
    <message>
        <source>The dealer takes the 8 kitty cards and buries any 8 cards.</source>
        <translation>莊家拿起 8 張底牌，再任意扣下 8 張。</translation>
    </message>
    <message>
        <source>The dealer&apos;s score {dealer_score} = card points {dealer_points} − bid {bid} − red-five deduction {penalty}; its band gives {score} × base {base} here.</source>
        <translation>莊家得分 {dealer_score} = 牌分 {dealer_points} − 叫分 {bid} − 紅五扣分 {penalty}；按所在檔位，此處為 {score} × 底分 {base}。</translation>
    </message>
    <message>
        <source>The last bidder standing is the dealer (a bid of 200 wins at once; with no bid, the opener deals at 60).</source>
        <translation>最後留下的叫分者當莊家（叫 200 立即成為莊家；無人叫分時，首叫者以 60 分當莊）。</translation>
    </message>
    <message>
        <source>The best play of the trick wins it (ties go to the earlier play); the winner takes its {points} points (5, 10 and K) and leads.</source>
        <translation>一墩中最大的牌贏得這一墩（同樣大時先出者為大）；贏家拿走其中的 {points} 分（5、10 和 K）並首出。</translation>
    </message>
    <message>
        <source>The last trick decides the kitty: won by a defender, the kitty&apos;s points go to the defenders, else the dealer keeps them.</source>
        <translation>最後一墩決定底牌：閒家贏得最後一墩時，底牌中的分歸閒家，否則歸莊家。</translation>
    </message>
    <message>
        <source>A player who can beat the play on the table must play: passing is allowed only when nothing beats it.</source>
        <translation>能壓過桌上的牌就必須出：只有壓不過時才可以不出。</translation>
    </message>
    <message>
        <source>The next player has one card left (报单必顶): a single played now must be the highest, a {highest}.</source>
        <translation>下家只剩一張牌（報單必頂）：此時出單張必須出最大的，即 {highest}。</translation>
    </message>
    <message>
        <source>The next player has one card left (报单必顶): the single must be beaten with the highest single.</source>
        <translation>下家只剩一張牌（報單必頂）：須用最大的單張去壓。</translation>
    </message>
    <message>
        <source>{cards} is not a 生死堵 combination (a triple with one only as the whole remaining hand).</source>
        <translation>{cards} 不是生死堵的牌型（三帶一隻能作為手中最後的全部牌）。</translation>
    </message>
    <message>
        <source>One deck holds each card once: the same card is named twice.</source>
        <translation>一副牌中每張牌只有一張：同一張牌被寫了兩次。</translation>
    </message>
    <message>
        <source>Only a higher bomb beats a bomb.</source>
        <translation>只有更大的炸彈才能壓炸彈。</translation>
    </message>
    <message>
        <source>A triple with one (the last cards of a hand) falls only to a bomb.</source>
        <translation>三帶一（手中最後的牌）只有炸彈能壓。</translation>
    </message>
    <message>
        <source>A triple with two odd cards needs the room option “Triple with any two cards”.</source>
        <translation>三張帶兩張散牌需要開啟房間選項「三帶二不分對和散」。</translation>
    </message>
    <message>
        <source>The same type and number of cards must have a higher main rank (the triple, the four or the top of the sequence).</source>
        <translation>同一牌型、同樣張數時，主體點數必須更大（三張、四張或連牌的最大張）。</translation>
    </message>
    <message>
        <source>A bomb beats any play that is not a bomb.</source>
        <translation>炸彈可以壓任何不是炸彈的牌。</translation>
    </message>
    <message>
        <source>A triple with one is allowed as the player&apos;s whole remaining hand.</source>
        <translation>三帶一可以作為手中最後的全部牌打出。</translation>
    </message>
    <message>
        <source>A triple may carry any two cards.</source>
        <translation>三張可以帶任意兩張牌。</translation>
    </message>
    <message>
        <source>A sequence may start 2-3-4.</source>
        <translation>連牌可以從 2-3-4 開始。</translation>
    </message>
    <message>
        <source>A bomb that is not beaten earns {bonus} from each other player.</source>
        <translation>沒有被壓的炸彈可從其他每位玩家處得 {bonus} 分。</translation>
    </message>
    <message>
        <source>Passing is allowed only when nothing in the hand beats the play on the table.</source>
        <translation>只有手中沒有能壓過桌上的牌時才可以不出。</translation>
    </message>
    <message>
        <source>A player who follows may pass.</source>
        <translation>跟牌的玩家可以不出。</translation>
    </message>
    <message>
        <source>The first to go out wins what every loser pays: {base}, and {bomb} in bomb bonuses: {score}.</source>
        <translation>最先出完的玩家贏得每位輸家所付：{base}，加炸彈獎勵 {bomb}：共 {score}。</translation>
    </message>
    <message>
        <source>Scoring by finishing rank: {base} for this loser, {bomb} in bomb bonuses: {score}.</source>
        <translation>按名次計分：此輸家 {base}，炸彈獎勵 {bomb}：共 {score}。</translation>
    </message>
    <message>
        <source>{left} cards left, doubled since this player never played (全关): {base}, {bomb} in bomb bonuses: {score}.</source>
        <translation>剩 {left} 張，因一張未出（全關）加倍：{base}，炸彈獎勵 {bomb}：共 {score}。</translation>
    </message>
    <message>
        <source>{left} cards left, paid to the winner: {base}, {bomb} in bomb bonuses: {score}.</source>
        <translation>剩 {left} 張，付給贏家：{base}，炸彈獎勵 {bomb}：共 {score}。</translation>
    </message>
    <message>
        <source>The previous game&apos;s winner leads first.</source>
        <translation>上一局的贏家先出牌。</translation>
    </message>
    <message>
        <source>No diamond was dealt: a random player leads first.</source>
        <translation>沒有發出任何方塊：隨機一位玩家先出牌。</translation>
    </message>
    <message>
        <source>The holder of ♦3 leads first (no ♦3 dealt: ♦4, and so on up the diamonds).</source>
        <translation>持有♦3 的玩家先出牌（沒有發出♦3 時為♦4，依方塊往上類推）。</translation>
    </message>
    <message>
        <source>A player with one card left says so (报单): a single played to them must be the highest.</source>
        <translation>只剩一張牌的玩家須報單：此時對其出單張必須出最大的。</translation>
    </message>
    <message>
        <source>A bomb that is beaten earns no bomb bonus.</source>
        <translation>被壓過的炸彈沒有炸彈獎勵。</translation>
    </message>
    <message>
        <source>Every other player passed: the last play wins the trick and its owner leads.</source>
        <translation>其他玩家都不出：最後出的牌贏得這一輪，由出牌者首出。</translation>
    </message>
    <message>
        <source>天地人 is played by 2 to 8 players, one deck each.</source>
        <translation>天地人由 2 至 8 人進行，每人一副牌。</translation>
    </message>
    <message>
        <source>That player has left the game (sky cards, Earth, grabbing the earth or abandoning): they play no more.</source>
        <translation>該玩家已離開本局（天牌、地牌、搶地或棄權）：不再出牌。</translation>
    </message>
    <message>
        <source>A match goes on with the next game only once this one is over.</source>
        <translation>本局結束後，比賽才會進入下一局。</translation>
    </message>
    <message>
        <source>Grabbing the earth (抢地): the first trick&apos;s winner gets one more lead, and only a play that empties the hand is allowed; otherwise pass.</source>
        <translation>搶地：第一輪的贏家再得一次出牌機會，只允許一手出完全部手牌的出牌；否則不出。</translation>
    </message>
    <message>
        <source>{cards} is not a 天地人 combination: single, pair, straight, pair straight, rocket, starship, lone boat or a bomb (drone, super drone, spaceship).</source>
        <translation>{cards} 不是天地人的牌型：單張、對子、順子、對順、火箭、星艦、孤舟，或炸彈（無人機、超級無人機、飛船）。</translation>
    </message>
    <message>
        <source>Sky cards (天牌) are checked right after the deal.</source>
        <translation>天牌在發牌後立即檢查。</translation>
    </message>
    <message>
        <source>Passing and abandoning take no cards.</source>
        <translation>不出和棄權都不帶牌。</translation>
    </message>
    <message>
        <source>Only a bigger bomb beats a {top_type}: {cards} is no bomb.</source>
        <translation>只有更大的炸彈才能壓{top_type}：{cards} 不是炸彈。</translation>
    </message>
    <message>
        <source>Bombs rank spaceship &gt; super drone &gt; drone; two drones compare the number of cards, then the rank. {cards} is not bigger.</source>
        <translation>炸彈的大小：飛船 &gt; 超級無人機 &gt; 無人機；兩個無人機先比張數，再比點數。{cards} 不夠大。</translation>
    </message>
    <message>
        <source>A normal combination beats only one of the same type: a {type} does not beat a {top_type}.</source>
        <translation>普通牌型只能壓同一牌型：{type}壓不了{top_type}。</translation>
    </message>
    <message>
        <source>With strict shapes, a {type} must have as many groups and the same kickers as the one on the table, and a higher body.</source>
        <translation>開啟「嚴格牌型」時，{type}須與桌上的牌組數相同、帶牌相同，且主體更大。</translation>
    </message>
    <message>
        <source>Rockets and starships compare the number of groups first, then the top rank of the body, then the kickers: {cards} is not bigger.</source>
        <translation>火箭和星艦先比組數，再比主體的最大點數，然後比帶牌：{cards} 不夠大。</translation>
    </message>
    <message>
        <source>A {type} beats one of the same length with a higher top rank; equal never beats equal.</source>
        <translation>{type}須與桌上的長度相同且最大點數更高才能壓；相同大小不能壓。</translation>
    </message>
    <message>
        <source>A lone boat: the big joker beats the small one; with the same joker the attached rank decides.</source>
        <translation>孤舟：大王壓小王；王相同時比所帶牌的點數。</translation>
    </message>
    <message>
        <source>The same type must be higher to beat: equal never beats equal, the earlier play stands.</source>
        <translation>同一牌型必須更大才能壓：相同大小不能壓，先出者為大。</translation>
    </message>
    <message>
        <source>A bomb beats every normal combination.</source>
        <translation>炸彈大於所有普通牌型。</translation>
    </message>
    <message>
        <source>Bombs rank spaceship &gt; super drone &gt; drone; two drones compare the number of cards, then the rank.</source>
        <translation>炸彈的大小：飛船 &gt; 超級無人機 &gt; 無人機；兩個無人機先比張數，再比點數。</translation>
    </message>
    <message>
        <source>With strict shapes, the same number of groups and kickers, and a higher body.</source>
        <translation>嚴格牌型：組數和帶牌相同，主體更大。</translation>
    </message>
    <message>
        <source>More groups win whatever the kickers; then the higher body; then the kickers.</source>
        <translation>組數多者為大，與帶牌無關；其次比主體；最後比帶牌。</translation>
    </message>
    <message>
        <source>The same type, and higher.</source>
        <translation>同一牌型，且更大。</translation>
    </message>
    <message>
        <source>A set with several readings is led in its strongest one unless another is chosen.</source>
        <translation>一手牌有多種讀法時，首出按最大的讀法，除非玩家另選。</translation>
    </message>
    <message>
        <source>The 2s in it stand in for other ranks (2 is wild).</source>
        <translation>其中的 2 代替其他點數（2 是萬能牌）。</translation>
    </message>
    <message>
        <source>It empties the hand.</source>
        <translation>這手牌出完了全部手牌。</translation>
    </message>
    <message>
        <source>Any player who follows may pass, even holding a beating play, and may play again later in the trick.</source>
        <translation>跟牌的玩家即使有能壓的牌也可以不出，之後在本輪仍可再出。</translation>
    </message>
    <message>
        <source>A player who abandons becomes a loser (0 points); their hand stays out of play.</source>
        <translation>棄權者即為完敗者（0 分）；其手牌不再參與。</translation>
    </message>
    <message>
        <source>Sky cards ({kinds}), {klass}: {score} points (the kind&apos;s base times the class multiplier).</source>
        <translation>天牌（{kinds}），{klass}：{score} 分（該天牌的基礎分乘以類別倍數）。</translation>
    </message>
    <message>
        <source>Earth (地牌): the opening lead emptied the hand: {score} points.</source>
        <translation>地牌：首次出牌即出完全部手牌：{score} 分。</translation>
    </message>
    <message>
        <source>Grabbing the earth (抢地): one more play emptied the hand after the first trick: {score} points.</source>
        <translation>搶地：第一輪之後再出一手即出完全部手牌：{score} 分。</translation>
    </message>
    <message>
        <source>Man (人牌): the first to empty the hand in the main play: {score} points.</source>
        <translation>人牌：實賽中最先出完手牌：{score} 分。</translation>
    </message>
    <message>
        <source>A loser (完败者) scores 0.</source>
        <translation>完敗者得 0 分。</translation>
    </message>
    <message>
        <source>A player who abandons is a loser (完败者) and scores 0.</source>
        <translation>棄權者為完敗者，得 0 分。</translation>
    </message>
    <message>
        <source>Man (人牌) by walkover: every other live player left: {score} points.</source>
        <translation>人牌（不戰而勝）：其他仍在局中的玩家都已離開：{score} 分。</translation>
    </message>
    <message>
        <source>The lottery draws the first dealer, the banker (who leads first) and the relay order (接风), each at random.</source>
        <translation>抽籤隨機決定首發牌者、莊家（率先出牌）和接風者次序。</translation>
    </message>
    <message>
        <source>Nobody holds sky cards: the main play (实赛) follows.</source>
        <translation>無人持有天牌：進入實賽。</translation>
    </message>
    <message>
        <source>The first trick&apos;s winner can empty the hand with one more play: they get that one lead (抢地).</source>
        <translation>第一輪的贏家再出一手就能出完手牌：獲得這一次出牌機會（搶地）。</translation>
    </message>
    <message>
        <source>Round 3 (人牌): the next relay player (接风者) leads, and tricks go on until a player empties the hand.</source>
        <translation>第三輪（人牌）：由下一位接風者出牌，一直打到有玩家出完手牌為止。</translation>
    </message>
    <message>
        <source>The next relay player (接风者) in the lottery&apos;s order leads.</source>
        <translation>按抽籤的次序，由下一位接風者出牌。</translation>
    </message>
    <message>
        <source>The trick&apos;s winner has left the game: the next relay player (接风者) leads.</source>
        <translation>這一輪的贏家已離開本局：由下一位接風者出牌。</translation>
    </message>
    <message>
        <source>Every other live player passed: the last play wins the trick and its owner leads the next.</source>
        <translation>其他仍在局中的玩家都不出：最後出的牌贏得這一輪，由出牌者首出下一輪。</translation>
    </message>
    <message>
        <source>{cards} is not a 原子 combination: cards of one rank (jokers may stand in), an atom of three identical cards or a hydrogen bomb.</source>
        <translation>{cards} 不是原子的牌型：同一點數的牌（王可代替）、三張完全相同的牌組成的原子，或氫彈。</translation>
    </message>
    <message>
        <source>A joker never stands in for a knife (刀) card: {cards} mixes them.</source>
        <translation>王不能代替刀牌：{cards} 把兩者混在一起。</translation>
    </message>
    <message>
        <source>The bomb ladder, high to low: hydrogen bomb, atom, knife bomb, bomb (more cards, then rank); knife groups fall only to atoms, hydrogen bombs and knife bombs. {cards} is not higher.</source>
        <translation>炸彈從大到小：氫彈、原子、刀炸彈、炸彈（先比張數，再比點數）；刀牌組只有原子、氫彈和刀炸彈能壓。{cards} 不夠大。</translation>
    </message>
    <message>
        <source>A single, pair or triple beats only the same type with the same number of cards: a {type} does not beat a {top_type}.</source>
        <translation>單張、對子或三張只能壓張數相同的同一牌型：{type}壓不了{top_type}。</translation>
    </message>
    <message>
        <source>The same type must have a higher rank (knife &gt; 2 &gt; A &gt; … &gt; 3); a knife group beats every other group of its type.</source>
        <translation>同一牌型必須點數更大（刀 &gt; 2 &gt; A &gt; … &gt; 3）；刀牌組大於同牌型的其他牌組。</translation>
    </message>
    <message>
        <source>A bomb, atom or hydrogen bomb beats a normal group (a knife group only by an atom, a hydrogen bomb or a knife bomb).</source>
        <translation>炸彈、原子或氫彈可以壓普通牌組（刀牌組只能被原子、氫彈或刀炸彈壓）。</translation>
    </message>
    <message>
        <source>Higher on the bomb ladder: hydrogen bomb, atom, knife bomb, bomb.</source>
        <translation>在炸彈等級中更高：氫彈、原子、刀炸彈、炸彈。</translation>
    </message>
    <message>
        <source>The same type and number of cards, with a higher rank.</source>
        <translation>同一牌型、同樣張數，點數更大。</translation>
    </message>
    <message>
        <source>Knife (刀) cards, rank {dao}, rank above every other card.</source>
        <translation>刀牌（點數 {dao}）大於其他所有牌。</translation>
    </message>
    <message>
        <source>The jokers in it stand in for the group&apos;s rank.</source>
        <translation>其中的王代替該組的點數。</translation>
    </message>
    <message>
        <source>An atom is exactly three identical cards (same rank and suit).</source>
        <translation>原子是正好三張完全相同的牌（點數和花色都相同）。</translation>
    </message>
    <message>
        <source>A hydrogen bomb is exactly eight cards of one rank, two of each suit.</source>
        <translation>氫彈是同一點數的正好八張牌，每種花色各兩張。</translation>
    </message>
    <message>
        <source>A player who follows may pass and play again later; when all others pass, the last player to play takes the points and leads.</source>
        <translation>跟牌的玩家可以不出，之後仍可再出；其他人都不出時，最後出牌的玩家拿走分數並首出。</translation>
    </message>
    <message>
        <source>Escaping (逃跑) ends the game: the escaper pays the penalty, the partner is not charged.</source>
        <translation>逃跑使本局結束：逃跑者受罰，其同伴不受罰。</translation>
    </message>
    <message>
        <source>Double clip (双夹) ends the game after the first half: {score} for this player.</source>
        <translation>雙夾在上半局後結束本局：此玩家 {score}。</translation>
    </message>
    <message>
        <source>An escape ended the game: {score} for this player.</source>
        <translation>有人逃跑，本局結束：此玩家 {score}。</translation>
    </message>
    <message>
        <source>300 : 300: the side of the first half&apos;s first out wins: {score} for this player.</source>
        <translation>300 : 300：上半局上游所在的一方獲勝：此玩家 {score}。</translation>
    </message>
    <message>
        <source>Both halves&apos; points decide, {ours} : {theirs}: winners +1, losers −1; {score} for this player.</source>
        <translation>按上下半局總分決定，{ours} : {theirs}：勝方 +1，負方 −1；此玩家 {score}。</translation>
    </message>
    <message>
        <source>The trick&apos;s winner has gone out: the lead passes to their partner (接风), or to the next player still in.</source>
        <translation>這一輪的贏家已出完：由其同伴接風，同伴也已出完時由下一位仍在局中的玩家出牌。</translation>
    </message>
    <message>
        <source>Every other player passed: the last player to play takes the {points} points on the table and leads.</source>
        <translation>其他玩家都不出：最後出牌的玩家拿走桌上的 {points} 分並首出。</translation>
    </message>
    <message>
        <source>A player who empties the hand is out; the first out is 上游.</source>
        <translation>出完手牌的玩家即出局；最先出完的是上游。</translation>
    </message>
    <message>
        <source>Double clip (双夹): one side went out first and second, or its opponents stayed below the threshold; that side wins the game.</source>
        <translation>雙夾：一方包攬第一、第二齣完，或其對手的分數低於門檻；該方贏得本局。</translation>
    </message>
    <message>
        <source>The half ends when both partners of one side are out, or three players are; 下游&apos;s points go to the side of 上游.</source>
        <translation>一方兩位同伴都出完，或已有三位玩家出完時，半局結束；下游的分歸上游一方。</translation>
    </message>
    <message>
        <source>Why?</source>
        <extracomment>kinds of log lines that can be asked Why?</extracomment>
        <translation>為什麼？</translation>
    </message>
    <message>
        <source>Open the rules at this section</source>
        <translation>開啟規則的這一節</translation>
    </message>
    <message>
        <source>Which rule applies here, and where the rules page says so</source>
        <translation>這裡適用哪條規則，規則頁在哪裡說明</translation>
    </message>
</context>
<context>
    <name>Feel</name>
    <message>
        <source>S&amp;ound</source>
        <translation>聲音(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>靜音(&amp;M)</translation>
    </message>
    <message>
        <source>Volume {n} %</source>
        <translation>音量 {n}%</translation>
    </message>
    <message>
        <source>&amp;Reduce motion (no celebrations)</source>
        <translation>減少動效（不放慶祝動畫）(&amp;R)</translation>
    </message>
    <message>
        <source>Side &amp;panel (log and card counter)</source>
        <translation>側欄（牌局記錄和記牌器）(&amp;P)</translation>
    </message>
</context>
<context>
    <name>GameChoicesDialog</name>
    <message>
        <source>Bot ({level})</source>
        <extracomment>The range of the spin boxes of integer and decimal rule options. str options offered as a list of choices: option name -&gt; values the seat kinds that are a bot of that level</extracomment>
        <translation>電腦（{level}）</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>座位 {n}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人數</translation>
    </message>
    <message>
        <source>Games in the match</source>
        <translation>比賽局數</translation>
    </message>
    <message>
        <source>Seats (in play order)</source>
        <translation>座位（按出牌順序）</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>規則選項</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>No game is available yet.</source>
        <translation>暫時沒有可玩的遊戲。</translation>
    </message>
</context>
<context>
    <name>HandoffOverlay</name>
    <message>
        <source>Pass the mouse to {name} — click when ready</source>
        <translation>請把滑鼠交給 {name} —— 準備好後點擊</translation>
    </message>
    <message>
        <source>Every hand is hidden until {name} is at the screen.</source>
        <translation>在 {name} 坐到螢幕前之前，所有手牌都已隱藏。</translation>
    </message>
    <message>
        <source>I am {name}: show my hand (Enter)</source>
        <translation>我是 {name}：顯示我的手牌 (Enter)</translation>
    </message>
</context>
<context>
    <name>HistoryInstaller</name>
    <message>
        <source>&amp;History…</source>
        <translation>歷史記錄(&amp;H)…</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Seat {n}</source>
        <translation>座位 {n}</translation>
    </message>
    <message>
        <source>{name} (bot, {level})</source>
        <translation>{name}（電腦，{level}）</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>專家</translation>
    </message>
    <message>
        <source>random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>Won by {names}</source>
        <translation>{names} 獲勝</translation>
    </message>
    <message>
        <source>Nobody won</source>
        <translation>無人獲勝</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>無效</translation>
    </message>
    <message>
        <source>At this PC</source>
        <translation>本機</translation>
    </message>
    <message>
        <source>LAN, hosted here</source>
        <translation>區域網，本機開房</translation>
    </message>
    <message>
        <source>LAN at {host}</source>
        <translation>區域網，房主 {host}</translation>
    </message>
    <message>
        <source>fair deal verified</source>
        <translation>公平發牌已核驗</translation>
    </message>
    <message>
        <source>deal check failed</source>
        <translation>發牌核驗未通過</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>匯入</translation>
    </message>
    <message>
        <source>{n} of {length}</source>
        <extracomment>The order of the list, by the store&apos;s query (the whole history, not the loaded rows). Set when the history could not be read (the page says it).</extracomment>
        <translation>第 {n} / {length} 局</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>結束時間</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>玩家與得分</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>場次</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>地點</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>Games: {n}</source>
        <translation>對局：{n} 局</translation>
    </message>
    <message>
        <source>No games match.</source>
        <translation>沒有符合條件的對局。</translation>
    </message>
    <message>
        <source>No finished games yet: every game played to its end is kept here.</source>
        <translation>還沒有打完的對局：每一局打完的牌都會儲存在這裡。</translation>
    </message>
    <message>
        <source>The history cannot be read: {reason}</source>
        <translation>無法讀取歷史記錄：{reason}</translation>
    </message>
    <message>
        <source>The history is not being saved this time: games are kept until Paiju closes.</source>
        <translation>本次的歷史記錄不會儲存：對局只保留到牌局關閉為止。</translation>
    </message>
    <message>
        <source>Any player</source>
        <translation>任意玩家</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>任意結果</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} 勝</translation>
    </message>
    <message>
        <source>{name} lost</source>
        <translation>{name} 負</translation>
    </message>
    <message>
        <source>Won at this PC</source>
        <translation>本機玩家勝</translation>
    </message>
    <message>
        <source>Lost at this PC</source>
        <translation>本機玩家負</translation>
    </message>
    <message>
        <source>{name}: {result}</source>
        <translation>{name}：{result}</translation>
    </message>
    <message>
        <source>{result} (any player)</source>
        <translation>{result}（任一玩家）</translation>
    </message>
    <message>
        <source>History</source>
        <translation>歷史記錄</translation>
    </message>
    <message>
        <source>Export the selected games to a folder</source>
        <translation>把選中的對局匯出到資料夾</translation>
    </message>
    <message>
        <source>Games that could not be written to {folder}: {n}.</source>
        <translation>無法寫入 {folder} 的對局：{n} 局。</translation>
    </message>
    <message>
        <source>Games exported to {folder}: {n}.</source>
        <translation>已匯出到 {folder} 的對局：{n} 局。</translation>
    </message>
    <message>
        <source>Import games</source>
        <translation>匯入對局</translation>
    </message>
    <message>
        <source>Paiju replays and games (*.paiju-replay *.json *.paiju)</source>
        <translation>牌局錄影與牌局檔案 (*.paiju-replay *.json *.paiju)</translation>
    </message>
    <message>
        <source>Games added to the history: {n}.</source>
        <translation>已加入歷史記錄的對局：{n} 局。</translation>
    </message>
    <message>
        <source>Games already in the history, left out: {n}.</source>
        <translation>歷史記錄中已有、未重複加入的對局：{n} 局。</translation>
    </message>
    <message>
        <source>Unfinished games, left out: {n}.</source>
        <translation>未打完、未加入的對局：{n} 局。</translation>
    </message>
    <message>
        <source>{file} cannot be read: {reason}</source>
        <translation>無法讀取 {file}：{reason}</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>刪除對局</translation>
    </message>
    <message>
        <source>Delete the selected games from the history ({n})? Their replays are lost. The players&apos; profiles keep their figures.</source>
        <translation>從歷史記錄中刪除選中的對局（{n} 局）嗎？這些對局的回放將丟失。玩家檔案中的統計數字保持不變。</translation>
    </message>
    <message>
        <source>The games could not be deleted: {reason}</source>
        <translation>無法刪除這些對局：{reason}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局數</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>全部遊戲</translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation>任意地點</translation>
    </message>
    <message>
        <source>At this PC</source>
        <translation>本機</translation>
    </message>
    <message>
        <source>On a LAN</source>
        <translation>區域網</translation>
    </message>
    <message>
        <source>Search by player name</source>
        <translation>按玩家名字搜尋</translation>
    </message>
    <message>
        <source>From</source>
        <translation>從</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>any day</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>清除篩選</translation>
    </message>
    <message>
        <source>Watch replay</source>
        <translation>觀看回放</translation>
    </message>
    <message>
        <source>Match totals</source>
        <translation>整場累計</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>匯出…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>匯入…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>刪除…</translation>
    </message>
    <message>
        <source>Watch the selected game again (or double-click it)</source>
        <translation>重新觀看選中的對局（或雙擊它）</translation>
    </message>
    <message>
        <source>This game cannot be opened: what the history keeps of it is damaged.</source>
        <translation>無法開啟這局對局：歷史記錄中儲存的內容已損壞。</translation>
    </message>
</context>
<context>
    <name>HistoryTransfer</name>
    <message>
        <source>Exporting games</source>
        <extracomment>Games (export) or files (import) done between two looks at the Cancel button.</extracomment>
        <translation>正在匯出對局</translation>
    </message>
    <message>
        <source>Importing games</source>
        <translation>正在匯入對局</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stopping after the games being done…</source>
        <translation>正在完成手頭的對局，隨後停止……</translation>
    </message>
    <message>
        <source>Exporting games: {done} of {total}</source>
        <translation>正在匯出對局：{done} / {total}</translation>
    </message>
    <message>
        <source>Importing files: {done} of {total}</source>
        <translation>正在匯入檔案：{done} / {total}</translation>
    </message>
    <message>
        <source>Export cancelled: {n} of {total} games were written to {folder}.</source>
        <translation>匯出已取消：{total} 局中有 {n} 局已寫入 {folder}。</translation>
    </message>
    <message>
        <source>Games exported to {folder}: {n}.</source>
        <translation>已匯出到 {folder} 的對局：{n} 局。</translation>
    </message>
    <message>
        <source>Games that could not be written: {n}.</source>
        <translation>未能寫入的對局：{n} 局。</translation>
    </message>
    <message>
        <source>Import cancelled after {done} of {total} files; the games added so far stay.</source>
        <translation>匯入已在 {total} 個檔案中的第 {done} 個之後取消；已新增的對局會保留。</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>A person at this PC</source>
        <translation>本機玩家</translation>
    </message>
    <message>
        <source>Open for a remote person</source>
        <translation>空位（留給遠端玩家）</translation>
    </message>
    <message>
        <source>Whoever joins</source>
        <translation>由加入的人填寫</translation>
    </message>
    <message>
        <source>Paiju room</source>
        <translation>牌局房間</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <extracomment>The port a room listens on unless the host picks another (0: any free port). the seat kinds of a room: a person at this PC, a seat open for a remote person, bots the grace period a room offers unless the host picks another (s)</extracomment>
        <translation>{name}的牌桌</translation>
    </message>
    <message>
        <source>Open at least one seat for a remote person (with none, play at this PC: Game ▸ New game).</source>
        <translation>請至少留一個空位給其他電腦上的玩家（不留空位的話，請直接在本機開局：遊戲 ▸ 新遊戲）。</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>建立房間</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>房間</translation>
    </message>
    <message>
        <source>Room options</source>
        <translation>房間選項</translation>
    </message>
    <message>
        <source>Room name</source>
        <translation>房間名</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>連接埠</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>任意可用的連接埠</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密碼</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>With a password, only people who type it can join.</source>
        <translation>設定密碼後，只有輸入密碼的人才能加入。</translation>
    </message>
    <message>
        <source>A player who drops out keeps the seat</source>
        <translation>掉線玩家的座位保留</translation>
    </message>
    <message>
        <source>to the end of the game</source>
        <translation>到本局結束</translation>
    </message>
    <message>
        <source>Meanwhile a bot plays for them; after that the game&apos;s own rule for leaving applies.</source>
        <translation>在此期間由電腦代打；超過時間後按該遊戲自己的離場規則處理。</translation>
    </message>
    <message>
        <source>Turn timer</source>
        <translation>出牌限時</translation>
    </message>
    <message>
        <source>{n} s per turn</source>
        <translation>每手 {n} 秒</translation>
    </message>
    <message>
        <source>off (no time limit)</source>
        <translation>關閉（不限時）</translation>
    </message>
    <message>
        <source>When a person&apos;s time runs out a bot moves for them; after three in a row it plays on (托管).</source>
        <translation>玩家超時後由電腦代出一手；連續超時三次則轉入托管。</translation>
    </message>
    <message>
        <source>Spectators see each trick only once it is over</source>
        <translation>觀眾要等一輪出完才能看到這一輪的牌</translation>
    </message>
    <message>
        <source>Show the room to others on this network (in their Join dialog)</source>
        <translation>讓區域網內的其他人看到這個房間（在他們的“加入牌局”裡）</translation>
    </message>
    <message>
        <source>Open the room</source>
        <translation>開放房間</translation>
    </message>
    <message>
        <source>for {n} minutes</source>
        <translation>{n} 分鐘</translation>
    </message>
    <message>
        <source>for {n} s</source>
        <translation>{n} 秒</translation>
    </message>
</context>
<context>
    <name>HostWaitingDialog</name>
    <message>
        <source>Move {name} to seat {n}</source>
        <translation>把 {name} 換到 {n} 號座位</translation>
    </message>
    <message>
        <source>Let {name} chat again</source>
        <translation>解除 {name} 的禁言</translation>
    </message>
    <message>
        <source>Mute {name}&apos;s chat</source>
        <translation>將 {name} 禁言</translation>
    </message>
    <message>
        <source>Remove {name} from the room</source>
        <translation>把 {name} 請出房間</translation>
    </message>
    <message>
        <source>Remove and ban {name}</source>
        <translation>把 {name} 請出房間並拉黑</translation>
    </message>
    <message>
        <source>By name: {name} may not join again</source>
        <translation>按名字：{name} 不能再加入</translation>
    </message>
    <message>
        <source>This PC: nobody at {name}&apos;s PC may join again</source>
        <translation>這臺電腦：{name} 所用電腦上的人都不能再加入</translation>
    </message>
    <message>
        <source>This address: nobody at {name}&apos;s address may join again</source>
        <translation>這個地址：{name} 所在地址的人都不能再加入</translation>
    </message>
    <message>
        <source>The name and the address</source>
        <translation>名字和地址</translation>
    </message>
    <message>
        <source>Make it a bot ({level})</source>
        <translation>改為電腦（{level}）</translation>
    </message>
    <message>
        <source>Open it for a remote person</source>
        <translation>改為空位（留給遠端玩家）</translation>
    </message>
    <message>
        <source>Bans ({n})…</source>
        <translation>禁止名單（{n}）…</translation>
    </message>
    <message>
        <source>Bans…</source>
        <translation>禁止名單…</translation>
    </message>
    <message>
        <source>The room is open again. Waiting for {names} to come back…</source>
        <translation>房間已重新開放。正在等待 {names} 回來…</translation>
    </message>
    <message>
        <source>The game starts…</source>
        <translation>牌局即將開始…</translation>
    </message>
    <message>
        <source>Waiting for {n} more player(s). The game starts by itself once every seat is taken and everyone is ready.</source>
        <translation>還在等待 {n} 位玩家。座位坐滿且所有人都準備好後，牌局自動開始。</translation>
    </message>
    <message>
        <source>Waiting for {names} to say Ready.</source>
        <translation>正在等待 {names} 準備。</translation>
    </message>
    <message>
        <source>Every seat is taken and everyone is ready: the game starts.</source>
        <translation>座位已滿，所有人都已準備：牌局開始。</translation>
    </message>
    <message>
        <source>Everyone seated must say Ready first.</source>
        <translation>入座的玩家都要先準備。</translation>
    </message>
    <message>
        <source>Room {room}</source>
        <translation>房間 {room}</translation>
    </message>
    <message>
        <source>Room {room}: {game}, {n} players</source>
        <translation>房間 {room}：{game}，{n} 人</translation>
    </message>
    <message>
        <source>Tell the others to join at this address and port:</source>
        <translation>請告訴其他人用這個位址和連接埠加入：</translation>
    </message>
    <message>
        <source>{address}  port {port}</source>
        <translation>{address}  連接埠 {port}</translation>
    </message>
    <message>
        <source>port {port}</source>
        <translation>連接埠 {port}</translation>
    </message>
    <message>
        <source>Loopback-only mode: only programs on this PC can join (at 127.0.0.1).</source>
        <translation>僅限本機迴環模式：只有本機上的程式能加入（127.0.0.1）。</translation>
    </message>
    <message>
        <source>This PC has no network address yet: connect it to the LAN first.</source>
        <translation>本機還沒有網路位址：請先連上區域網路。</translation>
    </message>
    <message>
        <source>The room has a password.</source>
        <translation>房間設有密碼。</translation>
    </message>
    <message>
        <source>The room has no password.</source>
        <translation>房間沒有密碼。</translation>
    </message>
    <message>
        <source>Seat…</source>
        <translation>座位…</translation>
    </message>
    <message>
        <source>Fill with bots</source>
        <translation>空位補電腦</translation>
    </message>
    <message>
        <source>Open the bot seats</source>
        <translation>電腦座位改為空位</translation>
    </message>
    <message>
        <source>Right-click a seat (or pick it and press Seat…) to move, mute or remove its player.</source>
        <translation>右鍵點選座位（或選中後按“座位…”），可以為該玩家換座、禁言或請出房間。</translation>
    </message>
    <message>
        <source>Change the rules…</source>
        <translation>修改規則…</translation>
    </message>
    <message>
        <source>Start now (bots take the open seats)</source>
        <translation>立即開始（空位由電腦補上）</translation>
    </message>
    <message>
        <source>Close room</source>
        <translation>關閉房間</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Type a name for each person at this PC.</source>
        <translation>請為本機的每位玩家輸入名字。</translation>
    </message>
    <message>
        <source>{name} cannot be a name: a name has at most {n} characters and no control characters.</source>
        <translation>「{name}」不能用作名字：名字最多 {n} 個字元，且不能含控制字元。</translation>
    </message>
    <message>
        <source>Each person at this PC needs a name of their own.</source>
        <translation>本機的每位玩家都需要一個不同的名字。</translation>
    </message>
    <message>
        <source>Person {n}</source>
        <translation>玩家 {n}</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>加入牌局</translation>
    </message>
    <message>
        <source>Host&apos;s address</source>
        <translation>房主位址</translation>
    </message>
    <message>
        <source>for example 192.168.1.20</source>
        <translation>例如 192.168.1.20</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>連接埠</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密碼</translation>
    </message>
    <message>
        <source>Looking at the server…</source>
        <extracomment>each name&apos;s rejoin token (coming back to seats held before the app stopped) the table of a server of many tables (None: the one the server greets with)</extracomment>
        <translation>正在檢視伺服器…</translation>
    </message>
    <message>
        <source>This server holds {n} tables: pick one to sit down or to watch.</source>
        <translation>這臺伺服器有 {n} 張牌桌：選一張入座或觀戰。</translation>
    </message>
    <message>
        <source>This address holds a single room ({room}, {game}): press Join.</source>
        <translation>這個地址只有一個房間（{room}，{game}）：請按“加入”。</translation>
    </message>
    <message>
        <source>This room runs another version of Paiju: it cannot be joined from here.</source>
        <translation>這個房間使用的是另一版本的牌局：無法從這裡加入。</translation>
    </message>
    <message>
        <source>{game} · another Paiju version ({app})</source>
        <translation>{game} · 其他版本的牌局（{app}）</translation>
    </message>
    <message>
        <source>playing ({n} players)</source>
        <translation>對局中（{n} 人）</translation>
    </message>
    <message>
        <source>{free} of {n} free</source>
        <translation>{n} 個座位空 {free} 個</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>有</translation>
    </message>
    <message>
        <source>no</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Type the host&apos;s address below.</source>
        <translation>請在下面輸入房主地址。</translation>
    </message>
    <message>
        <source>Rooms on this network cannot be listed ({detail}): type the host&apos;s address below.</source>
        <translation>無法列出區域網內的房間（{detail}）：請在下面輸入房主地址。</translation>
    </message>
    <message>
        <source>Looking for rooms on this network… none heard yet. You can also type the address below.</source>
        <translation>正在尋找區域網內的房間…暫時還沒有找到。也可以在下面直接輸入地址。</translation>
    </message>
    <message>
        <source>Pick a room to fill in its address, or type an address below.</source>
        <translation>選擇一個房間即可填好地址，也可以在下面輸入地址。</translation>
    </message>
    <message>
        <source>{room} runs another version of Paiju ({app}): it cannot be joined from here.</source>
        <translation>{room} 使用的是另一版本的牌局（{app}）：無法從這裡加入。</translation>
    </message>
    <message>
        <source>No seat is free in {room}: you can watch as a spectator.</source>
        <translation>{room} 已沒有空位：你可以觀戰。</translation>
    </message>
    <message>
        <source>Rejoin the LAN game</source>
        <translation>重回區域網牌局</translation>
    </message>
    <message>
        <source>Your seats in {room} are kept for you: type the room&apos;s password to come back.</source>
        <translation>你在 {room} 的座位還為你保留著：輸入房間密碼即可回來。</translation>
    </message>
    <message>
        <source>Rooms on this network</source>
        <translation>區域網內的房間</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>房間</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>房主</translation>
    </message>
    <message>
        <source>Watch as a spectator (no seat: you see only what everyone sees)</source>
        <translation>觀戰（不入座：只能看到所有人都能看到的內容）</translation>
    </message>
    <message>
        <source>if the room has one</source>
        <translation>房間設有密碼時填寫</translation>
    </message>
    <message>
        <source>People at this PC</source>
        <translation>本機玩家人數</translation>
    </message>
    <message>
        <source>Show the server&apos;s tables</source>
        <translation>檢視伺服器的牌桌</translation>
    </message>
    <message>
        <source>Tables at this server</source>
        <translation>這臺伺服器的牌桌</translation>
    </message>
    <message>
        <source>More people at this PC (each gets a seat)</source>
        <translation>本機的其他玩家（每人一個座位）</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>LanBar</name>
    <message>
        <source>You host {room} · {n} connected</source>
        <extracomment>connection states -&gt; the dot&apos;s colour states without a connection to the host: no latency is shown, none is kept</extracomment>
        <translation>你是 {room} 的房主 · {n} 個連線</translation>
    </message>
    <message>
        <source>Connected to {room}</source>
        <translation>已連線 {room}</translation>
    </message>
    <message>
        <source>Watching {room} as a spectator</source>
        <translation>正在觀戰 {room}</translation>
    </message>
    <message>
        <source>Back at the table</source>
        <translation>已回到牌桌</translation>
    </message>
    <message>
        <source>The host is not answering…</source>
        <translation>房主沒有響應…</translation>
    </message>
    <message>
        <source>The host closed the room. Waiting for it to reopen… attempt {n}</source>
        <translation>房主關閉了房間。等待房間重新開放…第 {n} 次嘗試</translation>
    </message>
    <message>
        <source>Connection lost. Reconnecting… attempt {n}</source>
        <translation>連線已斷開。正在重新連線…第 {n} 次嘗試</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>已斷開</translation>
    </message>
    <message>
        <source>Take my seat back</source>
        <translation>取消託管</translation>
    </message>
    <message>
        <source>Let the AI play (托管)</source>
        <translation>託管</translation>
    </message>
    <message>
        <source>The AI plays your seat until you take it back.</source>
        <translation>由電腦替你出牌，直到你取消託管。</translation>
    </message>
    <message>
        <source>The AI plays your seat now. Press to play again yourself.</source>
        <translation>現在由電腦替你出牌。按這裡自己接著打。</translation>
    </message>
    <message>
        <source>{ms} ms to the host</source>
        <translation>到房主 {ms} 毫秒</translation>
    </message>
    <message>
        <source>{n} watching</source>
        <translation>{n} 人觀戰</translation>
    </message>
</context>
<context>
    <name>LanController</name>
    <message>
        <source>Room {room} (reconnecting…)</source>
        <extracomment>The host&apos;s autosave, beside the local one in the saves folder. seats held longer ago than this are not offered any more (a room gone for good) why a host will not take this PC&apos;s seats back: the rejoin file goes How long a room&apos;s client lives on after leaving, for its sockets to say goodbye (ms). How often the score dialog&apos;s &quot;waiting for ...&quot; note is brought up to date (ms). tests: the fair-deal nonces this PC&apos;s connections send (a callable giving bytes; None: the OS&apos;s random numbers), so that a room of a given seed deals the same cards coming back after a restart: token -&gt; (the commitment, our nonce) of the deal it took part in</extracomment>
        <translation>房間 {room}（正在重新連線…）</translation>
    </message>
    <message>
        <source>Room {room} (disconnected)</source>
        <translation>房間 {room}（已斷開）</translation>
    </message>
    <message>
        <source>Room {room}</source>
        <translation>房間 {room}</translation>
    </message>
    <message>
        <source>Close the &amp;room</source>
        <translation>關閉房間(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Leave the room</source>
        <translation>離開房間(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Host a game…</source>
        <translation>建立房間(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <translation>加入牌局(&amp;J)…</translation>
    </message>
    <message>
        <source>Re&amp;open my room</source>
        <translation>重新開放我的房間(&amp;O)</translation>
    </message>
    <message>
        <source>Open again the LAN room this PC hosted, so that everyone gets their seat back</source>
        <translation>重新開放本機開設過的區域網房間，讓每個人都回到自己的座位</translation>
    </message>
    <message>
        <source>Close the room</source>
        <translation>關閉房間</translation>
    </message>
    <message>
        <source>Close the room? The game in progress stops for everyone in the room. It is saved: Game ▸ Reopen my room opens it again, and everyone gets their seat back.</source>
        <translation>關閉房間嗎？正在進行的牌局將對房間裡的所有人暫停。牌局已儲存：用“遊戲 ▸ 重新開放我的房間”可以再次開放，每個人都會回到自己的座位。</translation>
    </message>
    <message>
        <source>Leave the room</source>
        <translation>離開房間</translation>
    </message>
    <message>
        <source>Leave the room? A bot plays your seat for the rest of the game.</source>
        <translation>離開房間嗎？本局餘下的部分由電腦替你出牌。</translation>
    </message>
    <message>
        <source>There is no LAN game of yours to rejoin.</source>
        <translation>沒有可以重回的區域網牌局。</translation>
    </message>
    <message>
        <source>The rules cannot be changed: {reason}</source>
        <translation>無法修改規則：{reason}</translation>
    </message>
    <message>
        <source>There is no LAN room of yours to reopen.</source>
        <translation>沒有可以重新開放的區域網房間。</translation>
    </message>
    <message>
        <source>The room cannot be reopened: {reason}</source>
        <translation>無法重新開放房間：{reason}</translation>
    </message>
    <message>
        <source>The game cannot start: {reason}</source>
        <translation>無法開始遊戲：{reason}</translation>
    </message>
    <message>
        <source>{name} cannot join: {reason}</source>
        <translation>{name} 無法加入：{reason}</translation>
    </message>
    <message>
        <source>Dealt by the fair-deal exchange: each player&apos;s Paiju checks this deal.</source>
        <translation>本局採用公平發牌：每位玩家的牌局程式都會驗證這次發牌。</translation>
    </message>
    <message>
        <source>Ready. The next game waits for {names}.</source>
        <translation>已準備。下一局正在等待 {names}。</translation>
    </message>
    <message>
        <source>Ready. The next game starts when everyone is ready.</source>
        <translation>已準備。所有人都準備好後開始下一局。</translation>
    </message>
    <message>
        <source>The next game waits for {names}.</source>
        <translation>下一局正在等待 {names}。</translation>
    </message>
    <message>
        <source>The next game starts in a moment…</source>
        <translation>下一局馬上開始…</translation>
    </message>
</context>
<context>
    <name>LanTexts</name>
    <message>
        <source>Away · AI plays</source>
        <extracomment>seat connection state -&gt; (badge text, colour)</extracomment>
        <translation>離開 · 電腦託管</translation>
    </message>
    <message>
        <source>Away · waiting for them</source>
        <translation>離開 · 等待回來</translation>
    </message>
    <message>
        <source>AI plays (托管)</source>
        <translation>託管中</translation>
    </message>
    <message>
        <source>LAN</source>
        <translation>區域網路</translation>
    </message>
    <message>
        <source>The host speaks protocol version {theirs}; this Paiju speaks version {ours}. Use the same Paiju version.</source>
        <extracomment>the host&apos;s refusal codes (protocol ``refused.reason``)</extracomment>
        <translation>房主使用第 {theirs} 版通訊協定，本機牌局使用第 {ours} 版。請使用相同版本的牌局。</translation>
    </message>
    <message>
        <source>The password is wrong.</source>
        <translation>密碼錯誤。</translation>
    </message>
    <message>
        <source>The room is full: no seat is open.</source>
        <translation>房間已滿：沒有空位了。</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>該座位已經有人了。</translation>
    </message>
    <message>
        <source>The host does not know this seat any more.</source>
        <translation>房主已經不認得這個座位了。</translation>
    </message>
    <message>
        <source>The host refused to let this Paiju in ({detail}).</source>
        <translation>房主拒絕了本機牌局的加入請求（{detail}）。</translation>
    </message>
    <message>
        <source>The host has banned you from this room.</source>
        <translation>房主已禁止你進入這個房間。</translation>
    </message>
    <message>
        <source>Nobody is hosting a game at {address}, port {port} (the connection was refused).</source>
        <extracomment>failures on our side of the connection</extracomment>
        <translation>{address} 的連接埠 {port} 上沒有人開設牌局（連線被拒絕）。</translation>
    </message>
    <message>
        <source>The address {address} cannot be found.</source>
        <translation>找不到位址 {address}。</translation>
    </message>
    <message>
        <source>The host at {address}, port {port} did not answer in time.</source>
        <translation>{address} 連接埠 {port} 上的房主沒有及時回應。</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>與房主的連線已斷開。</translation>
    </message>
    <message>
        <source>The host has closed the room.</source>
        <translation>房主已關閉房間。</translation>
    </message>
    <message>
        <source>Your seat was taken over by a connection from another window or PC.</source>
        <translation>你的座位已被另一個視窗或另一臺電腦上的連線接管。</translation>
    </message>
    <message>
        <source>The host has removed you from the room.</source>
        <translation>房主已將你移出房間。</translation>
    </message>
    <message>
        <source>The server is shutting down.</source>
        <translation>伺服器正在關閉。</translation>
    </message>
    <message>
        <source>The host sent something this Paiju does not understand ({detail}).</source>
        <translation>房主發來了本機牌局無法理解的內容（{detail}）。</translation>
    </message>
    <message>
        <source>This Paiju runs in loopback-only mode: it connects to 127.0.0.1 only, not to {address}.</source>
        <translation>本機牌局以僅限本機迴環模式執行：只能連線 127.0.0.1，不能連線 {address}。</translation>
    </message>
    <message>
        <source>The network failed: {detail}</source>
        <translation>網路出錯：{detail}</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, for example 192.168.1.20.</source>
        <translation>請輸入房主的位址，例如 192.168.1.20。</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>連接埠必須是 1 到 65535 之間的數字。</translation>
    </message>
    <message>
        <source>The game cannot be hosted on port {port}: {detail}</source>
        <translation>無法在連接埠 {port} 上開設牌局：{detail}</translation>
    </message>
    <message>
        <source>Port {port} is already in use on this PC: choose another port, or 0 for any free port.</source>
        <translation>本機的連接埠 {port} 已被佔用：請換一個連接埠，或者填 0 使用任意可用的連接埠。</translation>
    </message>
    <message>
        <source>The host refused: {detail}</source>
        <translation>房主拒絕了：{detail}</translation>
    </message>
    <message>
        <source>The connection failed: {detail}</source>
        <translation>連線失敗：{detail}</translation>
    </message>
    <message>
        <source>This server does not let players create tables.</source>
        <extracomment>the server&apos;s codes for a refused ``create_room`` (``error`` ``create_refused``&apos;s ``refusal``)</extracomment>
        <translation>這臺伺服器不允許玩家自己開桌。</translation>
    </message>
    <message>
        <source>The server already holds as many tables as it takes.</source>
        <translation>伺服器的牌桌已經開滿了。</translation>
    </message>
    <message>
        <source>This PC&apos;s network address already has as many tables of its own as the server allows.</source>
        <translation>這臺電腦的網路地址開的牌桌已達伺服器允許的上限。</translation>
    </message>
    <message>
        <source>The server does not offer that game.</source>
        <translation>伺服器不提供這個遊戲。</translation>
    </message>
    <message>
        <source>The game cannot be played by that many players.</source>
        <translation>這個遊戲不能由這麼多人玩。</translation>
    </message>
    <message>
        <source>The seats are not right: each is open or a bot.</source>
        <translation>座位設定不對：每個座位只能是空位或電腦。</translation>
    </message>
    <message>
        <source>A table needs at least one open seat.</source>
        <translation>一張牌桌至少要留一個空位。</translation>
    </message>
    <message>
        <source>The server did not take the rule options.</source>
        <translation>伺服器不接受這些規則選項。</translation>
    </message>
    <message>
        <source>A match has 1 to 100 games.</source>
        <translation>一場比賽有 1 到 100 局。</translation>
    </message>
    <message>
        <source>The table&apos;s name is not right: 1 to 64 characters.</source>
        <translation>牌桌名稱不對：須為 1 到 64 個字元。</translation>
    </message>
    <message>
        <source>The server did not create the table: {message}</source>
        <translation>伺服器沒有開桌：{message}</translation>
    </message>
    <message>
        <source>The server did not create the table. {why}</source>
        <translation>伺服器沒有開桌。{why}</translation>
    </message>
    <message>
        <source>{sentence} (The server says: “{message}”)</source>
        <translation>{sentence}（伺服器原話：“{message}”）</translation>
    </message>
    <message>
        <source>Hello, everyone!</source>
        <extracomment>quick phrases (protocol.CHAT_PHRASES ids) -&gt; words</extracomment>
        <translation>大家好！</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>祝好運！</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>打得漂亮！</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>精彩的一局！</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>謝謝！</translation>
    </message>
    <message>
        <source>Sorry!</source>
        <translation>不好意思！</translation>
    </message>
    <message>
        <source>Hurry up, please!</source>
        <translation>快點出牌吧！</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>哎呀！</translation>
    </message>
    <message>
        <source>Not sent: the room takes at most {n} lines in {s} seconds from each player. Wait a moment.</source>
        <translation>未傳送：每位玩家每 {s} 秒最多發 {n} 句。請稍等片刻。</translation>
    </message>
    <message>
        <source>Not sent: the host has muted you.</source>
        <translation>未傳送：房主已將你禁言。</translation>
    </message>
    <message>
        <source>Not sent: the line is longer than the room takes.</source>
        <translation>未傳送：這句話超出了房間允許的長度。</translation>
    </message>
    <message>
        <source>Not sent: the host refused the line ({detail}).</source>
        <translation>未傳送：房主拒絕了這句話（{detail}）。</translation>
    </message>
    <message>
        <source>Not sent: the connection to the host is down.</source>
        <translation>未傳送：與房主的連線已斷開。</translation>
    </message>
    <message>
        <source>{name} joined the room.</source>
        <extracomment>what happens in the room, as notes among the chat lines</extracomment>
        <translation>{name} 進入了房間。</translation>
    </message>
    <message>
        <source>{name} left the room.</source>
        <translation>{name} 離開了房間。</translation>
    </message>
    <message>
        <source>{name} moved to seat {n}.</source>
        <translation>{name} 換到了 {n} 號座位。</translation>
    </message>
    <message>
        <source>The host removed {name} from the room.</source>
        <translation>房主已將 {name} 移出房間。</translation>
    </message>
    <message>
        <source>{name}&apos;s seat was taken back from another window or PC.</source>
        <translation>{name} 的座位已被另一個視窗或另一臺電腦上的連線接管。</translation>
    </message>
    <message>
        <source>{name} dropped out: a bot plays for them until they are back.</source>
        <translation>{name} 掉線了：在其回來之前由電腦代打。</translation>
    </message>
    <message>
        <source>{name} is back.</source>
        <translation>{name} 回來了。</translation>
    </message>
    <message>
        <source>{name} lets the AI play for them (托管).</source>
        <translation>{name} 開啟了託管。</translation>
    </message>
    <message>
        <source>{name} plays again.</source>
        <translation>{name} 取消了託管。</translation>
    </message>
    <message>
        <source>The host changed the rules: say Ready again.</source>
        <translation>房主修改了規則：請重新準備。</translation>
    </message>
    <message>
        <source>The host muted {name}.</source>
        <translation>房主將 {name} 禁言了。</translation>
    </message>
    <message>
        <source>The host lets {name} chat again.</source>
        <translation>房主解除了 {name} 的禁言。</translation>
    </message>
    <message>
        <source>Your line was cut to {n} characters, the room&apos;s limit: {k} characters left out.</source>
        <translation>你的發言已截斷為房間上限 {n} 個字元：捨去了 {k} 個字元。</translation>
    </message>
    <message>
        <source>Deal verified: the shuffle came from everyone&apos;s random numbers, and every card you saw follows from it.</source>
        <extracomment>DealCheck codes (net/fair.py) -&gt; words; the failures say plainly what they mean</extracomment>
        <translation>發牌已驗證：洗牌來自所有玩家的隨機數，你看到的每一張牌都與之相符。</translation>
    </message>
    <message>
        <source>Deal verified: every card you saw follows from the shuffle (you came after the deal, so your own random number was not part of it).</source>
        <translation>發牌已驗證：你看到的每一張牌都與洗牌相符（你在發牌後才加入，所以洗牌中沒有你的隨機數）。</translation>
    </message>
    <message>
        <source>Deal verified: every card you saw follows from the shuffle (Paiju was restarted during the game, so it could not check whether your own random number was part of it).</source>
        <translation>發牌已驗證：你看到的每一張牌都與洗牌相符（本機牌局在這局中途重新啟動過，所以無法核對洗牌中是否有你的隨機數）。</translation>
    </message>
    <message>
        <source>This game was not dealt by the fair-deal exchange: its deal cannot be checked.</source>
        <translation>這一局沒有用公平發牌的方式發牌：無法驗證。</translation>
    </message>
    <message>
        <source>Warning: the deal is NOT verified. The host&apos;s secret does not match what it promised before the deal: the host may have cheated.</source>
        <translation>警告：發牌未通過驗證。房主公佈的秘密與發牌前的承諾不符：房主可能作弊了。</translation>
    </message>
    <message>
        <source>Warning: the deal is NOT verified. The host did not mix the players&apos; random numbers in as promised: the host may have cheated.</source>
        <translation>警告：發牌未通過驗證。房主沒有按約定混入玩家的隨機數：房主可能作弊了。</translation>
    </message>
    <message>
        <source>Warning: the deal is NOT verified. The cards were not dealt from the agreed seed: the host may have cheated.</source>
        <translation>警告：發牌未通過驗證。牌不是按約定的種子發的：房主可能作弊了。</translation>
    </message>
    <message>
        <source>Warning: the deal is NOT verified. The cards you saw do not follow from the agreed seed: the host may have cheated.</source>
        <translation>警告：發牌未通過驗證。你看到的牌與約定的種子不符：房主可能作弊了。</translation>
    </message>
    <message>
        <source>Deal verified</source>
        <translation>發牌已驗證</translation>
    </message>
    <message>
        <source>Deal not checkable</source>
        <translation>發牌無法驗證</translation>
    </message>
    <message>
        <source>Deal NOT verified</source>
        <translation>發牌未通過驗證</translation>
    </message>
    <message>
        <source>The host has not come back for a long time.</source>
        <translation>房主很久都沒有回來。</translation>
    </message>
    <message>
        <source>The host gave your seat to someone else.</source>
        <translation>房主把你的座位給了別人。</translation>
    </message>
    <message>
        <source>Paiju could not get back to the room: {reason} Leave the room and join again.</source>
        <translation>牌局無法回到房間：{reason}請離開房間後重新加入。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>a match of {n} games</source>
        <translation>一場 {n} 局</translation>
    </message>
    <message>
        <source>one game</source>
        <translation>一局</translation>
    </message>
    <message>
        <source>a player who drops out keeps the seat for {n} s</source>
        <translation>掉線玩家的座位保留 {n} 秒</translation>
    </message>
    <message>
        <source>a player who drops out keeps the seat to the end of the game</source>
        <translation>掉線玩家的座位保留到本局結束</translation>
    </message>
    <message>
        <source>{n} s per turn</source>
        <translation>每手 {n} 秒</translation>
    </message>
    <message>
        <source>no turn timer</source>
        <translation>出牌不限時</translation>
    </message>
    <message>
        <source>spectators see each trick once it is over</source>
        <translation>觀眾延遲一輪看牌</translation>
    </message>
    <message>
        <source>fair deal</source>
        <translation>公平發牌</translation>
    </message>
    <message>
        <source>password</source>
        <translation>有密碼</translation>
    </message>
    <message>
        <source>no password</source>
        <translation>無密碼</translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}：{text}</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>{name}的牌桌</translation>
    </message>
    <message>
        <source>The server says: {message}</source>
        <translation>伺服器回覆：{message}</translation>
    </message>
    <message>
        <source>In the lobby: {names}</source>
        <translation>大廳裡：{names}</translation>
    </message>
    <message>
        <source>{n}: {names}</source>
        <translation>{n}人：{names}</translation>
    </message>
    <message>
        <source>{free} of {n} seats free</source>
        <translation>空位 {free}/{n}</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>對局中</translation>
    </message>
    <message>
        <source>between games</source>
        <translation>局間休息</translation>
    </message>
    <message>
        <source>(open)</source>
        <translation>（空位）</translation>
    </message>
    <message>
        <source>{name} (bot, {level})</source>
        <translation>{name}（電腦，{level}）</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <translation>{name}（已離開）</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>觀戰</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation>入座</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>觀戰</translation>
    </message>
    <message>
        <source>Say</source>
        <translation>傳送</translation>
    </message>
    <message>
        <source>A table of your own:</source>
        <translation>自己開一桌：</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>開桌</translation>
    </message>
    <message>
        <source>A table of the game picked, every seat open</source>
        <translation>開一桌所選的遊戲，所有座位都留空</translation>
    </message>
    <message>
        <source>Seats and rules…</source>
        <translation>座位和規則…</translation>
    </message>
    <message>
        <source>Choose which seats are bots (and their level) and the rule options</source>
        <translation>選擇哪些座位由電腦坐（及其水平）和規則選項</translation>
    </message>
    <message>
        <source> players</source>
        <translation> 人</translation>
    </message>
    <message>
        <source>Say something to everyone in the lobby</source>
        <translation>對大廳裡的所有人說點什麼</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Only when every seat is a bot</source>
        <extracomment>how long a bot&apos;s move is held back at each animation speed (ms), so people can follow</extracomment>
        <translation>僅在所有座位都是電腦時可用</translation>
    </message>
    <message>
        <source>Spectator (no hand shown)</source>
        <translation>旁觀（不顯示手牌）</translation>
    </message>
    <message>
        <source>The game cannot start: {reason}</source>
        <translation>無法開始遊戲：{reason}</translation>
    </message>
    <message>
        <source>There is no interrupted game to continue.</source>
        <translation>沒有可以繼續的中斷牌局。</translation>
    </message>
    <message>
        <source>The saved game cannot be continued: {reason}</source>
        <translation>無法繼續儲存的牌局：{reason}</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>開啟錄影</translation>
    </message>
    <message>
        <source>The file cannot be opened: {reason}</source>
        <translation>無法開啟檔案：{reason}</translation>
    </message>
    <message>
        <source>Paiju replays and games (*.paiju-replay *.json *.paiju)</source>
        <translation>牌局錄影與牌局檔案 (*.paiju-replay *.json *.paiju)</translation>
    </message>
    <message>
        <source>Abandon this game</source>
        <translation>放棄本局</translation>
    </message>
    <message>
        <source>Abandon this game? Leaving counts as an escape and is scored as a loss.</source>
        <translation>放棄本局嗎？中途離開算作逃跑，按輸局計分。</translation>
    </message>
    <message>
        <source>The interrupted game cannot be continued: {reason}</source>
        <translation>中斷的牌局無法繼續：{reason}</translation>
    </message>
    <message>
        <source>The interrupted game cannot be continued: {reason} The file was kept as {path}.</source>
        <translation>中斷的牌局無法繼續：{reason}該檔案保留為 {path}。</translation>
    </message>
    <message>
        <source>Continue opens the LAN room you hosted again: {room}.</source>
        <translation>“繼續”會重新開啟你主持的區域網房間：{room}。</translation>
    </message>
    <message>
        <source>Continue takes you back to your seat in the LAN game {room} ({address}, port {port}).</source>
        <translation>“繼續”會帶你回到區域網牌局 {room}（{address}，埠 {port}）中你的座位。</translation>
    </message>
    <message>
        <source>There is no match to save.</source>
        <translation>沒有可儲存的牌局。</translation>
    </message>
    <message>
        <source>Save match as</source>
        <translation>牌局另存為</translation>
    </message>
    <message>
        <source>Paiju games (*.paiju)</source>
        <translation>牌局檔案 (*.paiju)</translation>
    </message>
    <message>
        <source>The match cannot be saved: {reason}</source>
        <translation>無法儲存牌局：{reason}</translation>
    </message>
    <message>
        <source>The file was opened, but not everything in it could be checked: {reason}</source>
        <translation>檔案已開啟，但其中有些內容無法核對：{reason}</translation>
    </message>
    <message>
        <source>There is no game to save as a replay.</source>
        <translation>沒有可以儲存為錄影的對局。</translation>
    </message>
    <message>
        <source>Save replay</source>
        <translation>儲存錄影</translation>
    </message>
    <message>
        <source>Paiju replays (*.paiju-replay)</source>
        <translation>牌局錄影 (*.paiju-replay)</translation>
    </message>
    <message>
        <source>The replay cannot be saved: {reason}</source>
        <translation>無法儲存錄影：{reason}</translation>
    </message>
    <message>
        <source>Open saved match</source>
        <translation>開啟儲存的牌局</translation>
    </message>
    <message>
        <source>Paiju games (*.paiju *.json)</source>
        <translation>牌局檔案 (*.paiju *.json)</translation>
    </message>
    <message>
        <source>About Paiju</source>
        <translation>關於牌局</translation>
    </message>
    <message>
        <source>Five Chinese card games at one table: hot-seat, against bots or on a LAN.</source>
        <translation>五種中國紙牌遊戲同桌開打：輪流同屏、對戰電腦或區域網聯機。</translation>
    </message>
    <message>
        <source>Paiju</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新遊戲(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>繼續(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open replay…</source>
        <translation>開啟錄影(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save match as…</source>
        <translation>牌局另存為(&amp;S)…</translation>
    </message>
    <message>
        <source>Save &amp;replay…</source>
        <translation>儲存錄影(&amp;R)…</translation>
    </message>
    <message>
        <source>Open saved &amp;match…</source>
        <translation>開啟儲存的牌局(&amp;M)…</translation>
    </message>
    <message>
        <source>Sky card &amp;statistics</source>
        <translation>天牌機率統計(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Players and statistics…</source>
        <translation>玩家與統計(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Watch from</source>
        <translation>觀戰視角(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Abandon this game</source>
        <translation>放棄本局(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Sort hand</source>
        <translation>手牌排序(&amp;S)</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>按點數</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>按花色</translation>
    </message>
    <message>
        <source>By planned groups</source>
        <translation>按拆牌分組</translation>
    </message>
    <message>
        <source>&amp;Deck colours</source>
        <translation>牌面顏色(&amp;D)</translation>
    </message>
    <message>
        <source>Two colours</source>
        <translation>雙色</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>四色</translation>
    </message>
    <message>
        <source>&amp;Table colour</source>
        <translation>桌面顏色(&amp;T)</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>綠色</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>藍色</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>紅色</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>棕色</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>灰色</translation>
    </message>
    <message>
        <source>Zoom in hand</source>
        <translation>放大手牌</translation>
    </message>
    <message>
        <source>Zoom out hand</source>
        <translation>縮小手牌</translation>
    </message>
    <message>
        <source>Reset hand zoom</source>
        <translation>手牌恢復原大小</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>動畫速度(&amp;A)</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>立即</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>幫助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Paiju</source>
        <translation>關於牌局(&amp;A)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Spectator (no hand shown)</source>
        <translation>旁觀（不顯示手牌）</translation>
    </message>
    <message>
        <source>Seat {n}: {name}</source>
        <translation>座位 {n}：{name}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <source>Watch from</source>
        <translation>觀戰視角</translation>
    </message>
</context>
<context>
    <name>ProfilesDialog</name>
    <message>
        <source>{game} career: {title} ({points} points)</source>
        <extracomment>one line colour per game on the chart</extracomment>
        <translation>{game}生涯：{title}（{points} 分）</translation>
    </message>
    <message>
        <source>Top level</source>
        <translation>最高級別</translation>
    </message>
    <message>
        <source>The highest level: there is none above.</source>
        <translation>已是最高級別，沒有更高的級別。</translation>
    </message>
    <message>
        <source>{points} / {next} points</source>
        <translation>{points} / {next} 分</translation>
    </message>
    <message>
        <source>Next: {title}, {left} points to go</source>
        <translation>下一級：{title}，還差 {left} 分</translation>
    </message>
    <message>
        <source>Running score</source>
        <translation>累計得分</translation>
    </message>
    <message>
        <source>Games, oldest to newest</source>
        <translation>對局（由早到近）</translation>
    </message>
    <message>
        <source>The player profiles cannot be read ({path}); nothing is saved until this is fixed.</source>
        <translation>無法讀取玩家檔案（{path}）；問題解決之前不會儲存任何內容。</translation>
    </message>
    <message>
        <source>The player profiles file was damaged. It was kept as {backup} and a new one begun.</source>
        <translation>玩家檔案檔案已損壞，原檔案保留為 {backup}，並已新建檔案。</translation>
    </message>
    <message>
        <source>The player profiles file was not a Paiju file. It was kept as {backup} and a new one begun.</source>
        <translation>玩家檔案檔案不是牌局的檔案，原檔案保留為 {backup}，並已新建檔案。</translation>
    </message>
    <message>
        <source>The player profiles were saved by a newer Paiju; they are shown here but not changed.</source>
        <translation>玩家檔案由更新版本的牌局儲存：此處只顯示，不做更改。</translation>
    </message>
    <message>
        <source>Some player profiles were damaged and left out. The whole file was kept as {backup}.</source>
        <translation>部分玩家檔案已損壞，未能載入。完整的原檔案保留為 {backup}。</translation>
    </message>
    <message>
        <source>The player profiles cannot be saved ({path}).</source>
        <translation>無法儲存玩家檔案（{path}）。</translation>
    </message>
    <message>
        <source>The game history was damaged. It was kept as {backup} and a new one begun.</source>
        <translation>遊戲歷史記錄已損壞。原檔案已保留為 {backup}，並已新建歷史記錄。</translation>
    </message>
    <message>
        <source>The game history was saved by a newer Paiju. It is left as it is; the games played now are not kept.</source>
        <translation>遊戲歷史記錄由更新版本的牌局儲存。它保持原樣；現在打的對局不會被儲存。</translation>
    </message>
    <message>
        <source>The game history cannot be used ({path}). It is left as it is; the games played now are not kept.</source>
        <translation>無法使用遊戲歷史記錄（{path}）。它保持原樣；現在打的對局不會被儲存。</translation>
    </message>
    <message>
        <source>The game history cannot be saved ({path}); the games played now are not kept.</source>
        <translation>無法儲存遊戲歷史記錄（{path}）；現在打的對局不會被儲存。</translation>
    </message>
    <message>
        <source>The player profiles have a problem ({path}).</source>
        <translation>玩家檔案出現問題（{path}）。</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>重新命名玩家</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>{name} 的新名字：</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重新命名</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>A player&apos;s name cannot be empty.</source>
        <translation>玩家名字不能為空。</translation>
    </message>
    <message>
        <source>That name is too long.</source>
        <translation>這個名字太長了。</translation>
    </message>
    <message>
        <source>There is already a player called {name}.</source>
        <translation>已經有名為 {name} 的玩家。</translation>
    </message>
    <message>
        <source>That player no longer exists.</source>
        <translation>該玩家已不存在。</translation>
    </message>
    <message>
        <source>Delete player</source>
        <translation>刪除玩家</translation>
    </message>
    <message>
        <source>Delete {name} and all their statistics? This cannot be undone.</source>
        <translation>刪除 {name} 及其全部統計資料？此操作無法撤銷。</translation>
    </message>
    <message>
        <source>Players and statistics</source>
        <translation>玩家與統計</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局數</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝局</translation>
    </message>
    <message>
        <source>{game} level</source>
        <translation>{game}級別</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>已玩</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>總分</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>單局最高</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最近一局</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重新命名…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>刪除…</translation>
    </message>
    <message>
        <source>Sky card statistics…</source>
        <translation>天牌機率統計…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>No player profiles yet. A profile starts when a named human player finishes a game; bots have none.</source>
        <translation>還沒有玩家檔案。有名字的真人玩家打完一局後即建立檔案；機器人沒有檔案。</translation>
    </message>
    <message>
        <source>The game history was damaged. It was kept as {backup}; 1 game was recovered into a new one.</source>
        <translation>遊戲歷史記錄已損壞。原檔案已保留為 {backup}，其中 1 局對局已恢復到新的歷史記錄中。</translation>
    </message>
    <message>
        <source>The game history was damaged. It was kept as {backup}; {n} games were recovered into a new one.</source>
        <translation>遊戲歷史記錄已損壞。原檔案已保留為 {backup}，其中 {n} 局對局已恢復到新的歷史記錄中。</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>資料夾</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <extracomment>the choices of the Language menu; &quot;system&quot; follows the operating system each language&apos;s name in itself (never translated)</extracomment>
        <translation>查詢範圍(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>檔案型別(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Move {k} of {n}</source>
        <translation>第 {k} / {n} 步</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>暫停（空格）</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>播放（空格）</translation>
    </message>
    <message>
        <source>All hands</source>
        <translation>全部手牌</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>旁觀</translation>
    </message>
    <message>
        <source>Jump to the start (Home)</source>
        <translation>跳到開頭（Home）</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>後退一步（←）</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>前進一步（→）</translation>
    </message>
    <message>
        <source>Jump to the end (End)</source>
        <translation>跳到結尾（End）</translation>
    </message>
    <message>
        <source>Drag to any move of the game</source>
        <translation>拖動可跳到對局的任意一步</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Cards shown</source>
        <translation>顯示手牌</translation>
    </message>
    <message>
        <source>Every hand, only public information, or one player&apos;s view</source>
        <translation>全部手牌、僅公開資訊，或某一位玩家的視角</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>關閉錄影</translation>
    </message>
</context>
<context>
    <name>ReplayScoreDialog</name>
    <message>
        <source>Replay of game {n} of {m}</source>
        <translation>第 {n} 局（共 {m} 局）回放</translation>
    </message>
    <message>
        <source>Replay: game {n} of {m} is over.</source>
        <translation>回放：第 {n} 局（共 {m} 局）結束。</translation>
    </message>
    <message>
        <source>Replay of the game</source>
        <translation>牌局回放</translation>
    </message>
    <message>
        <source>Replay: the game is over.</source>
        <translation>回放：本局結束。</translation>
    </message>
    <message>
        <source>Scores — {what}</source>
        <translation>得分 — {what}</translation>
    </message>
</context>
<context>
    <name>Room</name>
    <message>
        <source>the spectators</source>
        <extracomment>the host&apos;s chat limit, as the refusal words say it the host&apos;s words for its chat rate limit (&quot;at most 5 lines in 10 s&quot;), whatever comes around them</extracomment>
        <translation>觀眾</translation>
    </message>
</context>
<context>
    <name>RoomAtTable</name>
    <message>
        <source>Chat</source>
        <extracomment>how long the bar says &quot;Back at the table&quot; after a reconnection (ms)</extracomment>
        <translation>聊天</translation>
    </message>
    <message>
        <source>Chat ({n})</source>
        <translation>聊天（{n}）</translation>
    </message>
</context>
<context>
    <name>RoomRulesDialog</name>
    <message>
        <source>Change the rules</source>
        <translation>修改規則</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>The rules of this game are not available.</source>
        <translation>暫無此遊戲的規則。</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
</context>
<context>
    <name>SaveErrors</name>
    <message>
        <source>the file does not exist.</source>
        <translation>檔案不存在。</translation>
    </message>
    <message>
        <source>the file could not be read.</source>
        <translation>無法讀取檔案。</translation>
    </message>
    <message>
        <source>the file could not be written.</source>
        <translation>無法寫入檔案。</translation>
    </message>
    <message>
        <source>the file is too large to be a Paiju game.</source>
        <translation>檔案太大，不是牌局檔案。</translation>
    </message>
    <message>
        <source>the file is damaged or is not a Paiju game.</source>
        <translation>檔案已損壞，或不是牌局檔案。</translation>
    </message>
    <message>
        <source>this is not a Paiju game file.</source>
        <translation>這不是牌局的對局檔案。</translation>
    </message>
    <message>
        <source>the file was written by a newer version of Paiju.</source>
        <translation>該檔案由更新版本的牌局儲存。</translation>
    </message>
    <message>
        <source>the file is damaged: some of its fields are missing or wrong.</source>
        <translation>檔案已損壞：部分內容缺失或有誤。</translation>
    </message>
    <message>
        <source>the file is for a game this version of Paiju does not have.</source>
        <translation>該檔案所屬的遊戲在此版本的牌局中沒有。</translation>
    </message>
    <message>
        <source>the game record is damaged: its moves do not replay.</source>
        <translation>對局記錄已損壞：其中的出牌無法重放。</translation>
    </message>
    <message>
        <source>the match scores in the file do not add up.</source>
        <translation>檔案中的比賽總分對不上。</translation>
    </message>
    <message>
        <source>this is not an ordinary file (it is a folder, a pipe or a device).</source>
        <translation>這不是普通檔案（而是資料夾、管道或裝置）。</translation>
    </message>
    <message>
        <source>the rule options in the file are not valid for this game.</source>
        <translation>檔案中的規則選項不適用於該遊戲。</translation>
    </message>
    <message>
        <source>a game in the file was played with other rule options than its match.</source>
        <translation>檔案中有一局所用的規則選項與整場比賽的不同。</translation>
    </message>
    <message>
        <source>the number of players in the file does not fit the game.</source>
        <translation>檔案中的玩家人數不符合該遊戲。</translation>
    </message>
    <message>
        <source>what a game carried over from the games before it is not what the rules give.</source>
        <translation>某一局從前幾局延續下來的內容與規則給出的不符。</translation>
    </message>
    <message>
        <source>a result stored in the file is not what the recorded moves give.</source>
        <translation>檔案中儲存的結果與記錄的出牌不符。</translation>
    </message>
    <message>
        <source>this game continues a match, and what it carried over from the earlier games cannot be checked.</source>
        <translation>這一局延續自一場比賽，它從前幾局延續下來的內容無法核對。</translation>
    </message>
    <message>
        <source>Your settings cannot be read ({path}). Paiju uses its defaults for now and leaves the file as it is.</source>
        <translation>無法讀取您的設定（{path}）。牌局暫時使用預設設定，並保留該檔案不作改動。</translation>
    </message>
    <message>
        <source>Your settings file was damaged. It was kept as {backup} and the defaults are used.</source>
        <translation>您的設定檔案已損壞，原檔案保留為 {backup}，現使用預設設定。</translation>
    </message>
    <message>
        <source>Your settings cannot be saved ({path}).</source>
        <translation>無法儲存您的設定（{path}）。</translation>
    </message>
    <message>
        <source>Your settings were written by a newer version of Paiju ({path}). They are used as far as this version understands them and the file is left as it is: changes are not saved.</source>
        <translation>你的設定是由更新版本的牌局寫入的（{path}）。本版本只使用它能理解的部分，檔案保持原樣：現在的更改不會儲存。</translation>
    </message>
    <message>
        <source>unexpected problem ({reason}).</source>
        <translation>意外問題（{reason}）。</translation>
    </message>
    <message>
        <source>Your settings have a problem ({path}).</source>
        <translation>您的設定出現問題（{path}）。</translation>
    </message>
    <message>
        <source>Your game history was written by a newer version of Paiju ({path}). It is left as it is: the games of this session are not added to it.</source>
        <extracomment>the folder of the last file chosen in a file dialog (&quot;&quot; until one is chosen)</extracomment>
        <translation>你的對局歷史是由更新版本的牌局寫入的（{path}）。它保持原樣：本次執行的對局不會加入其中。</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <source>×{m}</source>
        <translation>×{m}</translation>
    </message>
    <message>
        <source>bombs: {n}</source>
        <translation>炸彈 {n} 個</translation>
    </message>
    <message>
        <source>spring</source>
        <translation>春天</translation>
    </message>
    <message>
        <source>reverse spring</source>
        <translation>反春</translation>
    </message>
    <message>
        <source>bid {bid}: dealer {d}, defenders {f}</source>
        <translation>叫分 {bid}：莊家 {d} 分，閒家 {f} 分</translation>
    </message>
    <message>
        <source>kitty {k}</source>
        <translation>底牌 {k} 分</translation>
    </message>
    <message>
        <source>red-five penalty {p}</source>
        <translation>紅五罰分 {p}</translation>
    </message>
    <message>
        <source>points {own} : {other}</source>
        <translation>本方 {own} 分 : 對方 {other} 分</translation>
    </message>
    <message>
        <source>cards left: {n}</source>
        <translation>剩 {n} 張</translation>
    </message>
    <message>
        <source>shut out</source>
        <translation>全關</translation>
    </message>
    <message>
        <source>big spring</source>
        <translation>大春天</translation>
    </message>
    <message>
        <source>×{m} = {factors}</source>
        <translation>×{m} = {factors}</translation>
    </message>
    <message>
        <source>grabs: {n} ×{f}</source>
        <translation>搶地主 {n} 次 ×{f}</translation>
    </message>
    <message>
        <source>cards shown ×{f}</source>
        <translation>明牌 ×{f}</translation>
    </message>
    <message>
        <source>bombs: {n} ×{f}</source>
        <translation>炸彈 {n} 個 ×{f}</translation>
    </message>
    <message>
        <source>spring ×2</source>
        <translation>春天 ×2</translation>
    </message>
    <message>
        <source>reverse spring ×2</source>
        <translation>反春 ×2</translation>
    </message>
    <message>
        <source>total {own} : {other}</source>
        <translation>合計 {own} : {other}</translation>
    </message>
    <message>
        <source>first half {a} : {b}, second half {c} : {d}</source>
        <translation>上半局 {a} : {b}，下半局 {c} : {d}</translation>
    </message>
    <message>
        <source>first half {a} : {b}</source>
        <translation>上半局 {a} : {b}</translation>
    </message>
    <message>
        <source>double clip (双夹)</source>
        <translation>雙夾</translation>
    </message>
    <message>
        <source>300 : 300, won by the first-half first out</source>
        <translation>300 : 300，上半局上游一方獲勝</translation>
    </message>
    <message>
        <source>a player escaped</source>
        <translation>有玩家逃跑</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>the narrowest the score dialog is (wider when its columns need it) A LAN game: &quot;Next game&quot; says ready and the dialog stays open (with a note of whom the next game waits for, :meth:`set_note`) until the next game starts.</extracomment>
        <translation>得分</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>比賽結束。</translation>
    </message>
    <message>
        <source>Game {n} of {m} is over.</source>
        <translation>第 {n} 局（共 {m} 局）結束。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>本局結束。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>比賽總分</translation>
    </message>
    <message>
        <source>How</source>
        <translation>計分說明</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>新比賽…</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>下一局</translation>
    </message>
</context>
<context>
    <name>SeatsTable</name>
    <message>
        <source>Open: waiting for someone to join…</source>
        <translation>空位：等待有人加入…</translation>
    </message>
    <message>
        <source>Bot ({level})</source>
        <translation>電腦（{level}）</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>At this PC</source>
        <translation>本機</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>房主</translation>
    </message>
    <message>
        <source>Waiting for {name} to come back</source>
        <translation>等待 {name} 回來</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>已加入</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>已離開</translation>
    </message>
    <message>
        <source>{status} · chat muted</source>
        <translation>{status} · 已禁言</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Paiju</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新遊戲…</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source>Reopen my LAN room</source>
        <translation>重開我的區域網房間</translation>
    </message>
    <message>
        <source>The LAN match you hosted is not finished: open its room again, and everyone gets their seat back</source>
        <extracomment>the width of the line under Continue (it wraps)</extracomment>
        <translation>你主持的區域網比賽還沒有結束：重新開啟房間，每個人都會回到自己的座位</translation>
    </message>
    <message>
        <source>Rejoin the LAN game</source>
        <translation>重回區域網牌局</translation>
    </message>
    <message>
        <source>Come back to your seats in the LAN game this PC was playing</source>
        <translation>回到這臺電腦在區域網牌局中的座位</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Any sky cards</source>
        <translation>任一天牌</translation>
    </message>
    <message>
        <source>Chance for one player (%)</source>
        <translation>單個玩家的機率（%）</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} 人</translation>
    </message>
    <message>
        <source>Sky card statistics</source>
        <translation>天牌機率統計</translation>
    </message>
    <message>
        <source>Heaven, Earth &amp; Man: the exact chance that a given player is dealt each kind of sky cards (天牌), any of them, two kinds at once (双天牌), and that a game has a sky-card winner.</source>
        <translation>天地人：某一玩家拿到各種天牌、任一天牌、同時兩種天牌（雙天牌）的精確機率，以及一局中出現天牌贏家的機率。</translation>
    </message>
    <message>
        <source>Two kinds</source>
        <translation>雙天牌</translation>
    </message>
    <message>
        <source>A winner in the game</source>
        <translation>本局有天牌贏家</translation>
    </message>
    <message>
        <source>Chart for</source>
        <translation>圖表人數</translation>
    </message>
    <message>
        <source> players</source>
        <translation> 人</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>A player and a game</source>
        <translation>玩家與遊戲</translation>
    </message>
    <message>
        <source>{game}: coins</source>
        <translation>{game}：金幣</translation>
    </message>
    <message>
        <source>{game}: career</source>
        <translation>{game}：級別</translation>
    </message>
    <message>
        <source>A match&apos;s running totals</source>
        <translation>整場比賽的累計分</translation>
    </message>
    <message>
        <source>{game}: sky cards dealt</source>
        <translation>{game}：發到的天牌</translation>
    </message>
    <message>
        <source>Choose a player</source>
        <translation>選擇玩家</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>全部遊戲</translation>
    </message>
    <message>
        <source>{game}, {when} ({n} games here)</source>
        <translation>{game}，{when}（此處有 {n} 局）</translation>
    </message>
    <message>
        <source>Choose a match</source>
        <translation>選擇一場比賽</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} 人</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Every hand</source>
        <translation>所有手牌</translation>
    </message>
    <message>
        <source>The history cannot be read: {reason}</source>
        <translation>無法讀取歷史記錄：{reason}</translation>
    </message>
    <message>
        <source>Choose a player to see their games, wins and scores.</source>
        <translation>選擇一位玩家，檢視其對局、勝局和得分。</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>已玩</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>總分</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>單局最高</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最近一局</translation>
    </message>
    <message>
        <source>No games of {name} in the history.</source>
        <translation>歷史記錄中沒有 {name} 的對局。</translation>
    </message>
    <message>
        <source>Running score</source>
        <translation>累計得分</translation>
    </message>
    <message>
        <source>Games, oldest to newest</source>
        <translation>對局（由早到近）</translation>
    </message>
    <message>
        <source>{name}: score trend</source>
        <translation>{name}：得分走勢</translation>
    </message>
    <message>
        <source>{title}: the running score of each game, on its own scale.</source>
        <translation>{title}：每種遊戲的累計得分，各用自己的刻度。</translation>
    </message>
    <message>
        <source>Choose a player to see their coins after each game.</source>
        <translation>選擇一位玩家，檢視每局結束後的金幣。</translation>
    </message>
    <message>
        <source>No games of {game} for {name} in the history.</source>
        <translation>歷史記錄中沒有 {name} 的{game}對局。</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局數</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>場數</translation>
    </message>
    <message>
        <source>Coins now</source>
        <translation>當前金幣</translation>
    </message>
    <message>
        <source>Most</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>Fewest</source>
        <translation>最少</translation>
    </message>
    <message>
        <source>Average of the last {n} games</source>
        <translation>最近 {n} 局的平均值</translation>
    </message>
    <message>
        <source>Coins after the game</source>
        <translation>本局後的金幣</translation>
    </message>
    <message>
        <source>Games, oldest to newest (a gap: a new match)</source>
        <translation>對局（由早到近；斷開處為新的一場）</translation>
    </message>
    <message>
        <source>A player&apos;s summary</source>
        <translation>玩家概覽</translation>
    </message>
    <message>
        <source>Choose a player to see their summaries.</source>
        <translation>選擇一位玩家檢視其概覽。</translation>
    </message>
    <message>
        <source>{name}: coins</source>
        <translation>{name}：金幣</translation>
    </message>
    <message>
        <source>Choose a player with a profile to see their career.</source>
        <translation>選擇一位有檔案的玩家，檢視其級別程序。</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>級別</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>積分</translation>
    </message>
    <message>
        <source>Games counted</source>
        <translation>計入的局數</translation>
    </message>
    <message>
        <source>Next title</source>
        <translation>下一級</translation>
    </message>
    <message>
        <source>{title} at {points}</source>
        <translation>{points} 分升{title}</translation>
    </message>
    <message>
        <source>The line starts at {points}: the points of games counted before their scores were kept.</source>
        <translation>曲線從 {points} 開始：這是逐局得分被儲存之前已計入的積分。</translation>
    </message>
    <message>
        <source>Career points</source>
        <translation>級別積分</translation>
    </message>
    <message>
        <source>{game} games, oldest to newest</source>
        <translation>{game}對局（由早到近）</translation>
    </message>
    <message>
        <source>{name}: {game} career</source>
        <translation>{name}：{game}級別</translation>
    </message>
    <message>
        <source>Choose a match (or a game of a match on the Games tab, then Match totals).</source>
        <translation>請選擇一場比賽（或在“對局”頁選中比賽中的一局，再點“整場累計”）。</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>座位 {n}</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>第 {n} 局</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>比賽總分</translation>
    </message>
    <message>
        <source>Games of the match</source>
        <translation>本場的對局</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>累計分</translation>
    </message>
    <message>
        <source>No {game} games in the history yet.</source>
        <translation>歷史記錄中還沒有{game}對局。</translation>
    </message>
    <message>
        <source>How often each kind of sky cards was dealt to a hand, with the 95 % interval where the true chance lies, beside the exact chance. An exact chance outside the interval looks unusual; among many rows, about one in twenty will be by chance alone.</source>
        <translation>每種天牌發到一手牌中的頻率，附帶真實機率所在的 95% 區間，並與精確機率對照。精確機率落在區間之外顯得不尋常；不過行數多時，單憑偶然也會有大約二十分之一落在區間外。</translation>
    </message>
    <message>
        <source>as expected</source>
        <translation>符合預期</translation>
    </message>
    <message>
        <source>unusual</source>
        <translation>不尋常</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>人數</translation>
    </message>
    <message>
        <source>Sky cards</source>
        <translation>天牌</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>手數</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>拿到</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>實際頻率</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95% 區間</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>精確機率</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>結論</translation>
    </message>
    <message>
        <source>95 % interval (Wilson)</source>
        <translation>95% 區間（Wilson）</translation>
    </message>
    <message>
        <source>Bars: the share of hands dealt each kind in the history. Whiskers: its 95 % Wilson interval, where the true chance lies 19 times in 20. Diamonds: the exact chance.</source>
        <translation>柱：歷史中拿到每種天牌的手牌比例。誤差線：其 95% Wilson 區間，真實機率有 95% 的把握落在其中。菱形：精確機率。</translation>
    </message>
    <message>
        <source>Hands dealt it (%)</source>
        <translation>拿到的手牌比例（%）</translation>
    </message>
    <message>
        <source>{n} players: {hands} hands</source>
        <translation>{n} 人：{hands} 手牌</translation>
    </message>
    <message>
        <source>Save the chart as PNG</source>
        <translation>把圖表存為 PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>顯示</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>把圖表存為 PNG…</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>Each game</source>
        <extracomment>The item role a table sorts by (a number for figures, the text otherwise). Each table&apos;s order until a header is clicked: the most played first, else as listed.</extracomment>
        <translation>各遊戲</translation>
    </message>
    <message>
        <source>By role</source>
        <translation>按角色</translation>
    </message>
    <message>
        <source>{game}: spring and bombs</source>
        <translation>{game}：春天與炸彈</translation>
    </message>
    <message>
        <source>{game}: how the games ended</source>
        <translation>{game}：各局結果</translation>
    </message>
    <message>
        <source>By opponent</source>
        <translation>按對手</translation>
    </message>
    <message>
        <source>Against bots, by level</source>
        <translation>對電腦，按級別</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>已玩</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>平均得分</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Longest win streak</source>
        <translation>最長連勝</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>最長連敗</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局數</translation>
    </message>
    <message>
        <source>Springs (春天)</source>
        <translation>春天</translation>
    </message>
    <message>
        <source>Springs won</source>
        <translation>打出春天並獲勝</translation>
    </message>
    <message>
        <source>Reverse springs (反春)</source>
        <translation>反春</translation>
    </message>
    <message>
        <source>Bombs played</source>
        <translation>打出的炸彈</translation>
    </message>
    <message>
        <source>Games with a bomb</source>
        <translation>有炸彈的局</translation>
    </message>
    <message>
        <source>What</source>
        <translation>專案</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>次數</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>佔比</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>對手</translation>
    </message>
    <message>
        <source>Played together</source>
        <translation>同桌局數</translation>
    </message>
    <message>
        <source>Your wins</source>
        <translation>你的勝局</translation>
    </message>
    <message>
        <source>Bot level</source>
        <translation>電腦級別</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>{name} (bot, {level})</source>
        <translation>{name}（電腦，{level}）</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Pass</source>
        <translation>不出</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <extracomment>event kinds worth a banner over the table</extracomment>
        <translation>叫 {n}</translation>
    </message>
    <message>
        <source>{name}: {n} s left</source>
        <translation>{name}：剩餘 {n} 秒</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>本局結束。</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>輪到你了。</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>等待 {name}…</translation>
    </message>
    <message>
        <source>Grab the earth (抢地): play your whole hand in one go (scores 1,500), or pass and keep it, hoping for Man (人牌, 2,000) later.</source>
        <translation>搶地：一次打出全部手牌（得 1500 分），或者不出、留著手牌，爭取之後的人牌（2000 分）。</translation>
    </message>
    <message>
        <source>To bury</source>
        <translation>埋底</translation>
    </message>
    <message>
        <source>{n} singles</source>
        <translation>{n} 個單張</translation>
    </message>
    <message>
        <source>{n} pairs</source>
        <translation>{n} 個對子</translation>
    </message>
    <message>
        <source>AI</source>
        <comment>short mark of a bot seat</comment>
        <translation>電腦</translation>
    </message>
    <message>
        <source>Me</source>
        <comment>short mark of the viewer&apos;s seat</comment>
        <translation>我</translation>
    </message>
    <message>
        <source>No play beats the table: pass.</source>
        <translation>沒有能壓過桌面的牌：不出。</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>牌局記錄</translation>
    </message>
    <message>
        <source>Card counter</source>
        <translation>記牌器</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Not a combination</source>
        <extracomment>the refusal behind ``why`` (a reason code and its params), for the Why? button (#26) how often a game without a rules assistant is looked for again (they land while we run)</extracomment>
        <translation>不成牌型</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>主牌：{suit}</translation>
    </message>
    <message>
        <source>Wild rank: {rank}</source>
        <translation>癩子：{rank}</translation>
    </message>
    <message>
        <source>Knife rank: {rank}</source>
        <translation>刀：{rank}</translation>
    </message>
    <message>
        <source>Points on the table: {n}</source>
        <translation>桌面分數：{n}</translation>
    </message>
    <message>
        <source>{readings} · not now: {others}</source>
        <translation>{readings} · 現在不能作：{others}</translation>
    </message>
    <message>
        <source>Multiplier: ×{n}</source>
        <translation>倍數：×{n}</translation>
    </message>
    <message>
        <source>Bid: {n}</source>
        <translation>叫分：{n}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>第 {n} 輪</translation>
    </message>
    <message>
        <source>Sky cards: seat {n}, {kinds}</source>
        <translation>天牌：座位 {n}，{kinds}</translation>
    </message>
    <message>
        <source>{n} coins</source>
        <translation>{n} 金幣</translation>
    </message>
    <message>
        <source>Bottom cards: {cards}</source>
        <translation>底牌：{cards}</translation>
    </message>
    <message>
        <source>{n} of {count} cards chosen to bury</source>
        <translation>已選 {n} / {count} 張要埋的牌</translation>
    </message>
    <message>
        <source>High bid {n}</source>
        <translation>最高叫分 {n}</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} 分</translation>
    </message>
    <message>
        <source>High bid: {n}</source>
        <translation>當前最高叫分：{n}</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>還沒有人叫分</translation>
    </message>
    <message>
        <source>Bids now: {low}–{high}</source>
        <translation>現在可叫：{low}–{high}</translation>
    </message>
    <message>
        <source>Dealer {d} : defenders {f}</source>
        <translation>莊家 {d} : 閒家 {f}</translation>
    </message>
    <message>
        <source>Out {n}</source>
        <translation>第 {n} 個出完</translation>
    </message>
    <message>
        <source>{out} · first out</source>
        <translation>{out} · 上游</translation>
    </message>
    <message>
        <source>First card</source>
        <translation>首先摸牌</translation>
    </message>
    <message>
        <source>Knife card {card}</source>
        <translation>刀牌 {card}</translation>
    </message>
    <message>
        <source>Knife card {card}: knife rank {rank}</source>
        <translation>刀牌 {card}：刀為 {rank}</translation>
    </message>
    <message>
        <source>{half} · Team A {a} : Team B {b}</source>
        <translation>{half} · 甲隊 {a} : 乙隊 {b}</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>首出</translation>
    </message>
    <message>
        <source>Heaven, Earth &amp; Man</source>
        <translation>天地人</translation>
    </message>
    <message>
        <source>Dou Dizhu (Wild)</source>
        <translation>癩子鬥地主</translation>
    </message>
    <message>
        <source>Red Five</source>
        <translation>紅五</translation>
    </message>
    <message>
        <source>Atom</source>
        <translation>原子</translation>
    </message>
    <message>
        <source>Life or Death</source>
        <translation>生死堵</translation>
    </message>
    <message>
        <source>2 to 8 players, one deck each: sky cards, then race to empty your hand with 2s as wild cards.</source>
        <translation>2 至 8 人，每人一副牌：先比天牌，再以 2 作百搭，搶先出完手牌。</translation>
    </message>
    <message>
        <source>Three players: one landlord against two peasants, with a wild rank drawn each game.</source>
        <translation>三人遊戲：一個地主對兩個農民，每局抽一個癩子點數。</translation>
    </message>
    <message>
        <source>Four players, two decks: the dealer bids for points and plays alone against three.</source>
        <translation>四人兩副牌：莊家叫分後以一敵三。</translation>
    </message>
    <message>
        <source>Four players in two partnerships, three decks: knives, atoms and hydrogen bombs.</source>
        <translation>四人兩隊對家搭檔，三副牌：刀、原子與氫彈。</translation>
    </message>
    <message>
        <source>2 to 4 players, 13 cards each: the first to go out wins, the rest pay.</source>
        <translation>2 至 4 人，每人 13 張：先出完者獲勝，其餘玩家輸分。</translation>
    </message>
    <message>
        <source>Small Joker</source>
        <translation>小王</translation>
    </message>
    <message>
        <source>Big Joker</source>
        <translation>大王</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>紅桃</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>梅花</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>方塊</translation>
    </message>
    <message>
        <source>Single</source>
        <translation>單張</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>對子</translation>
    </message>
    <message>
        <source>Trio</source>
        <translation>三張</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>三張</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>順子</translation>
    </message>
    <message>
        <source>Pair straight</source>
        <translation>連對</translation>
    </message>
    <message>
        <source>Bomb</source>
        <translation>炸彈</translation>
    </message>
    <message>
        <source>Rocket</source>
        <translation>火箭</translation>
    </message>
    <message>
        <source>Starship</source>
        <translation>星艦</translation>
    </message>
    <message>
        <source>Lone boat</source>
        <translation>孤舟</translation>
    </message>
    <message>
        <source>Drone</source>
        <translation>無人機</translation>
    </message>
    <message>
        <source>Super drone</source>
        <translation>超級無人機</translation>
    </message>
    <message>
        <source>Spaceship</source>
        <translation>飛船</translation>
    </message>
    <message>
        <source>Trio with a single</source>
        <translation>三帶一</translation>
    </message>
    <message>
        <source>Trio with a pair</source>
        <translation>三帶對</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>飛機</translation>
    </message>
    <message>
        <source>Plane with singles</source>
        <translation>飛機帶單</translation>
    </message>
    <message>
        <source>Plane with pairs</source>
        <translation>飛機帶對</translation>
    </message>
    <message>
        <source>Four with two singles</source>
        <translation>四帶二</translation>
    </message>
    <message>
        <source>Four with two pairs</source>
        <translation>四帶兩對</translation>
    </message>
    <message>
        <source>Soft bomb</source>
        <translation>軟炸彈</translation>
    </message>
    <message>
        <source>Wild bomb</source>
        <translation>癩子炸彈</translation>
    </message>
    <message>
        <source>Joker rocket</source>
        <translation>王炸</translation>
    </message>
    <message>
        <source>Tractor</source>
        <translation>拖拉機</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>甩牌</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>墊牌</translation>
    </message>
    <message>
        <source>Hydrogen bomb</source>
        <translation>氫彈</translation>
    </message>
    <message>
        <source>Triple with a pair</source>
        <translation>三帶對</translation>
    </message>
    <message>
        <source>Triple with two</source>
        <translation>三帶二</translation>
    </message>
    <message>
        <source>Triple with one</source>
        <translation>三帶一</translation>
    </message>
    <message>
        <source>Triple straight</source>
        <translation>三順</translation>
    </message>
    <message>
        <source>Four with one</source>
        <translation>四帶一</translation>
    </message>
    <message>
        <source>Four with three</source>
        <translation>四帶三</translation>
    </message>
    <message>
        <source>Plane of triples with pairs</source>
        <translation>飛機（三帶對）</translation>
    </message>
    <message>
        <source>Plane of fours with one</source>
        <translation>飛機（四帶一）</translation>
    </message>
    <message>
        <source>{combo} with singles</source>
        <extracomment>the names of the combination types: desktop_app.engine.combo_names (the explanations use them too)</extracomment>
        <translation>{combo}帶單</translation>
    </message>
    <message>
        <source>{combo} with pairs</source>
        <translation>{combo}帶對</translation>
    </message>
    <message>
        <source>{combo} with a single</source>
        <extracomment>the same with one kicker</extracomment>
        <translation>{combo}帶單</translation>
    </message>
    <message>
        <source>{combo} with a pair</source>
        <translation>{combo}帶對</translation>
    </message>
    <message>
        <source>1 card</source>
        <extracomment>types that are one fixed set of cards: named without a rank (斗地主&apos;s rocket: both jokers) punctuation that ends a Chinese sentence: the next one follows without a space</extracomment>
        <translation>1 張</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} 張</translation>
    </message>
    <message>
        <source>Knife {combo}</source>
        <translation>刀{combo}</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>主牌</translation>
    </message>
    <message>
        <source>{combo} ×{n} ({low}–{high})</source>
        <translation>{combo}×{n}（{low}–{high}）</translation>
    </message>
    <message>
        <source>{combo}, {cards}</source>
        <translation>{combo}，{cards}</translation>
    </message>
    <message>
        <source>{combo} ×{n}, {low}–{high}</source>
        <translation>{combo}×{n}，{low}–{high}</translation>
    </message>
    <message>
        <source>That is not possible.</source>
        <translation>不能這樣做。</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>不允許這樣出牌。</translation>
    </message>
    <message>
        <source>Those cards cannot be played now.</source>
        <translation>現在不能出這些牌。</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>還沒輪到你。</translation>
    </message>
    <message>
        <source>That is not possible at this stage of the game.</source>
        <translation>牌局的這個階段不能這樣做。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>本局結束。</translation>
    </message>
    <message>
        <source>A rule option has a value the game does not accept.</source>
        <translation>有一個規則選項的值不被接受。</translation>
    </message>
    <message>
        <source>The saved game cannot be read.</source>
        <translation>無法讀取儲存的牌局。</translation>
    </message>
    <message>
        <source>The saved game was written by a newer version of the app.</source>
        <translation>儲存的牌局來自更新版本的程式。</translation>
    </message>
    <message>
        <source>That move is not understood.</source>
        <translation>無法識別這個操作。</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>沒有這個座位。</translation>
    </message>
    <message>
        <source>This game cannot be played with {players} players.</source>
        <translation>這個遊戲不能 {players} 人玩。</translation>
    </message>
    <message>
        <source>You do not hold those cards.</source>
        <translation>你手裡沒有這些牌。</translation>
    </message>
    <message>
        <source>Select the cards to play first.</source>
        <translation>請先選擇要出的牌。</translation>
    </message>
    <message>
        <source>These cards are not a combination.</source>
        <translation>這些牌不成牌型。</translation>
    </message>
    <message>
        <source>This does not beat the play on the table.</source>
        <translation>壓不過桌面上的牌。</translation>
    </message>
    <message>
        <source>You must play the same kind of combination.</source>
        <translation>必須出相同的牌型。</translation>
    </message>
    <message>
        <source>You must play as many cards as the play on the table.</source>
        <translation>必須出與桌面相同張數的牌。</translation>
    </message>
    <message>
        <source>You lead this trick: you cannot pass.</source>
        <translation>這一墩由你先出：不能不出。</translation>
    </message>
    <message>
        <source>You cannot pass now.</source>
        <translation>現在不能不出。</translation>
    </message>
    <message>
        <source>You can beat the play on the table, so you must play.</source>
        <translation>你能壓過桌面的牌，必須出牌。</translation>
    </message>
    <message>
        <source>The next player has one card left: play your highest single.</source>
        <translation>下家報單：出單張必須出最大的。</translation>
    </message>
    <message>
        <source>You must follow the suit that was led.</source>
        <translation>必須跟首家出的花色。</translation>
    </message>
    <message>
        <source>You must follow pairs with pairs while you can.</source>
        <translation>有對子時必須跟對子。</translation>
    </message>
    <message>
        <source>Play as many cards as were led.</source>
        <translation>出牌張數必須與首家相同。</translation>
    </message>
    <message>
        <source>The throw fails: another player holds a higher combination.</source>
        <translation>甩牌失敗：其他玩家有更大的牌。</translation>
    </message>
    <message>
        <source>A throw must be of one plain suit.</source>
        <translation>甩牌必須是同一門副牌。</translation>
    </message>
    <message>
        <source>That bid is too low.</source>
        <translation>叫分太低。</translation>
    </message>
    <message>
        <source>That bid is too high.</source>
        <translation>叫分太高。</translation>
    </message>
    <message>
        <source>That is not a valid bid.</source>
        <translation>這不是有效的叫分。</translation>
    </message>
    <message>
        <source>That is not a suit.</source>
        <translation>這不是一種花色。</translation>
    </message>
    <message>
        <source>Bury exactly {count} cards ({selected} chosen).</source>
        <translation>必須正好埋 {count} 張牌（現在選了 {selected} 張）。</translation>
    </message>
    <message>
        <source>Bury exactly {count} cards.</source>
        <translation>必須埋 {count} 張牌。</translation>
    </message>
    <message>
        <source>A joker cannot be played with knife (刀) cards.</source>
        <translation>王不能和刀牌一起出。</translation>
    </message>
    <message>
        <source>Now only a play that empties your hand is allowed.</source>
        <translation>現在只能出一手出完手牌的牌。</translation>
    </message>
    <message>
        <source>That player is already out of the game.</source>
        <translation>這位玩家已經出局。</translation>
    </message>
    <message>
        <source>The cards cannot be read that way.</source>
        <translation>這些牌不能按這種牌型出。</translation>
    </message>
    <message>
        <source>Pass the mouse to the next player first.</source>
        <translation>請先把滑鼠交給下一位玩家。</translation>
    </message>
    <message>
        <source>That seat is played by a bot.</source>
        <translation>這個座位由電腦控制。</translation>
    </message>
    <message>
        <source>That seat is not played at this computer.</source>
        <translation>這個座位不在這臺電腦上操作。</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>沒有正在進行的牌局。</translation>
    </message>
    <message>
        <source>That dispute cannot be raised or decided as asked.</source>
        <translation>該仲裁無法按此提出或裁決。</translation>
    </message>
    <message>
        <source>There is no open dispute of that number.</source>
        <translation>沒有該編號的待裁仲裁。</translation>
    </message>
    <message>
        <source>That dispute has been decided already.</source>
        <translation>該仲裁已經裁決。</translation>
    </message>
    <message>
        <source>That move is for another seat.</source>
        <translation>這個操作屬於另一個座位。</translation>
    </message>
    <message>
        <source>That bid is not allowed now.</source>
        <translation>現在不能叫這個分。</translation>
    </message>
    <message>
        <source>That is not a suit you can choose as trumps.</source>
        <translation>不能選這門花色做主。</translation>
    </message>
    <message>
        <source>That choice is not allowed.</source>
        <translation>不能這樣選擇。</translation>
    </message>
    <message>
        <source>The same card is named twice.</source>
        <translation>同一張牌出現了兩次。</translation>
    </message>
    <message>
        <source>A combination must be of one suit.</source>
        <translation>牌型必須是同一花色。</translation>
    </message>
    <message>
        <source>Trumps cannot be thrown together.</source>
        <translation>主牌不能甩。</translation>
    </message>
    <message>
        <source>This move takes no cards.</source>
        <translation>這個操作不需要選牌。</translation>
    </message>
    <message>
        <source>That move is not part of this game.</source>
        <translation>這個遊戲沒有這種操作。</translation>
    </message>
    <message>
        <source>There is no such combination.</source>
        <translation>沒有這種牌型。</translation>
    </message>
    <message>
        <source>That is not available now.</source>
        <translation>現在不可用。</translation>
    </message>
    <message>
        <source>Bids go in steps of {step}: {amount} is not one.</source>
        <translation>叫分須以 {step} 為單位：{amount} 不行。</translation>
    </message>
    <message>
        <source>These cards cannot be played as that combination.</source>
        <translation>這些牌不能按這種牌型出。</translation>
    </message>
    <message>
        <source>The game is not over yet.</source>
        <translation>本局還沒有結束。</translation>
    </message>
    <message>
        <source>What this game carries over from the one before is not valid.</source>
        <translation>本局從上一局沿用的資料無效。</translation>
    </message>
    <message>
        <source>The game&apos;s state needed for this check is missing.</source>
        <translation>缺少這項檢查所需的牌局狀態。</translation>
    </message>
    <message>
        <source>That deal is not valid.</source>
        <translation>這次發牌無效。</translation>
    </message>
    <message>
        <source>This game cannot be played by that many players.</source>
        <translation>這個遊戲不能由這麼多人玩。</translation>
    </message>
    <message>
        <source>The message from the other computer is not valid.</source>
        <translation>另一臺電腦發來的訊息無效。</translation>
    </message>
    <message>
        <source>That hand holds more cards than this game deals.</source>
        <translation>這手牌比這個遊戲發的牌還多。</translation>
    </message>
    <message>
        <source>That card is not in this game&apos;s pack.</source>
        <translation>這張牌不在這個遊戲的牌中。</translation>
    </message>
    <message>
        <source>This game&apos;s pack does not hold that many copies of a card.</source>
        <translation>這個遊戲的牌中沒有這麼多張同樣的牌。</translation>
    </message>
    <message>
        <source>That seat is not played from another computer.</source>
        <translation>這個座位不是由另一臺電腦操作的。</translation>
    </message>
    <message>
        <source>A spectator cannot make moves.</source>
        <translation>旁觀者不能出牌。</translation>
    </message>
    <message>
        <source>That seat is not yours in this room.</source>
        <translation>這個座位在本房間裡不屬於你。</translation>
    </message>
    <message>
        <source>Too many messages at once: wait a moment.</source>
        <translation>訊息太多：請稍等片刻。</translation>
    </message>
    <message>
        <source>The host could not handle that move.</source>
        <translation>主機無法處理這一步。</translation>
    </message>
    <message>
        <source>The host could not read that move.</source>
        <translation>主機無法讀取這一步。</translation>
    </message>
    <message>
        <source>That is not possible at this table now.</source>
        <translation>現在牌桌上不能這樣做。</translation>
    </message>
    <message>
        <source>The next player has one card left: you must beat the single.</source>
        <translation>下家報單：必須壓過這張單牌。</translation>
    </message>
    <message>
        <source>Not allowed: {reason}.</source>
        <translation>不允許：{reason}。</translation>
    </message>
    <message>
        <source>A {play} cannot follow a {top}.</source>
        <translation>{play}不能跟{top}。</translation>
    </message>
    <message>
        <source>On the table: {play}.</source>
        <translation>桌面上：{play}。</translation>
    </message>
    <message>
        <source>Lottery</source>
        <extracomment>the types that beat other kinds (bombs) in each game: a refusal of one is &quot;does not beat&quot;</extracomment>
        <translation>抽籤</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>發牌</translation>
    </message>
    <message>
        <source>Show cards</source>
        <translation>明牌</translation>
    </message>
    <message>
        <source>Calling the landlord</source>
        <translation>叫地主</translation>
    </message>
    <message>
        <source>Grabbing the landlord</source>
        <translation>搶地主</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>叫分</translation>
    </message>
    <message>
        <source>Choosing trumps</source>
        <translation>定主</translation>
    </message>
    <message>
        <source>Burying cards</source>
        <translation>埋底</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>出牌</translation>
    </message>
    <message>
        <source>Show cards before the deal</source>
        <translation>明牌開始</translation>
    </message>
    <message>
        <source>Grab the earth</source>
        <translation>搶地</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>牌局結束</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>不出</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>叫分</translation>
    </message>
    <message>
        <source>Call landlord</source>
        <translation>叫地主</translation>
    </message>
    <message>
        <source>Grab landlord</source>
        <translation>搶地主</translation>
    </message>
    <message>
        <source>Choose trumps</source>
        <translation>定主</translation>
    </message>
    <message>
        <source>Bury</source>
        <translation>埋底</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>棄權</translation>
    </message>
    <message>
        <source>No bid</source>
        <extracomment>games whose only pass is declining to bid (红五&apos;s 叫分: &quot;不叫&quot;, not a play&apos;s &quot;不出&quot;)</extracomment>
        <translation>不叫</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>負</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>平</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>棄權</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>無效</translation>
    </message>
    <message>
        <source>Escaped</source>
        <translation>逃跑</translation>
    </message>
    <message>
        <source>Sky cards</source>
        <translation>天牌</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>地牌</translation>
    </message>
    <message>
        <source>Grabbed the earth</source>
        <translation>搶地</translation>
    </message>
    <message>
        <source>Man</source>
        <translation>人牌</translation>
    </message>
    <message>
        <source>Landlord won</source>
        <translation>地主勝</translation>
    </message>
    <message>
        <source>Landlord lost</source>
        <translation>地主負</translation>
    </message>
    <message>
        <source>Opponent escaped</source>
        <translation>對手逃跑</translation>
    </message>
    <message>
        <source>Partner escaped</source>
        <translation>同伴逃跑</translation>
    </message>
    <message>
        <source>Peasants won</source>
        <translation>農民勝</translation>
    </message>
    <message>
        <source>Peasants lost</source>
        <translation>農民負</translation>
    </message>
    <message>
        <source>{combo}: {suit}, {cards}</source>
        <translation>{combo}：{suit}，{cards}</translation>
    </message>
    <message>
        <source>{combo} ({cards})</source>
        <extracomment>types whose size is a card count of one rank (bombs): named &quot;rank&quot; or &quot;rank×count&quot; types named by their range only (&quot;Straight 5–K&quot;): the length is implied doudizhu&apos;s planes with kickers are named as a plane plus the kicker (&quot;plane ×2 (8–9) with pairs&quot;)</extracomment>
        <translation>{combo}（{cards}）</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>閒家</translation>
    </message>
    <message>
        <source>First out</source>
        <translation>上游</translation>
    </message>
    <message>
        <source>Last out</source>
        <translation>下游</translation>
    </message>
    <message>
        <source>Landlord</source>
        <translation>地主</translation>
    </message>
    <message>
        <source>Peasant</source>
        <translation>農民</translation>
    </message>
    <message>
        <source>Dealer won</source>
        <translation>莊家勝</translation>
    </message>
    <message>
        <source>Dealer lost</source>
        <translation>莊家負</translation>
    </message>
    <message>
        <source>Defenders won</source>
        <translation>閒家勝</translation>
    </message>
    <message>
        <source>Defenders lost</source>
        <translation>閒家負</translation>
    </message>
    <message>
        <source>Double clip</source>
        <translation>雙夾</translation>
    </message>
    <message>
        <source>Won by double clip</source>
        <translation>雙夾勝</translation>
    </message>
    <message>
        <source>Lost by double clip</source>
        <translation>被雙夾</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>春天</translation>
    </message>
    <message>
        <source>Big spring</source>
        <translation>大春天</translation>
    </message>
    <message>
        <source>Won by walkover</source>
        <translation>不戰而勝</translation>
    </message>
    <message>
        <source>Compensated</source>
        <translation>獲得補償</translation>
    </message>
    <message>
        <source>Mars carrier</source>
        <translation>火星航母</translation>
    </message>
    <message>
        <source>UFO</source>
        <translation>UFO</translation>
    </message>
    <message>
        <source>Starlink</source>
        <translation>星鏈</translation>
    </message>
    <message>
        <source>banker&apos;s sky (庄家天牌), ×1</source>
        <extracomment>天牌 classes (engine.tiandiren.scoring.SKY_CLASSES) and their multipliers</extracomment>
        <translation>莊家天牌 ×1</translation>
    </message>
    <message>
        <source>non-banker&apos;s sky (非庄家天牌), ×0.7</source>
        <translation>非莊家天牌 ×0.7</translation>
    </message>
    <message>
        <source>grabbed sky (抢天), ×0.9</source>
        <translation>搶天 ×0.9</translation>
    </message>
    <message>
        <source>{kinds} (double sky)</source>
        <translation>{kinds}（雙天牌）</translation>
    </message>
    <message>
        <source>Lv {n} · {name}</source>
        <translation>{n}級 · {name}</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>首發</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>對家</translation>
    </message>
    <message>
        <source>Cards shown</source>
        <translation>明牌</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>出局</translation>
    </message>
    <message>
        <source>Team A</source>
        <translation>甲隊</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>乙隊</translation>
    </message>
    <message>
        <source>Relay {n}</source>
        <translation>接風 {n}</translation>
    </message>
    <message>
        <source>Last card!</source>
        <translation>報單！</translation>
    </message>
    <message>
        <source>Strict shapes (same number of groups and kickers to beat)</source>
        <extracomment>Names of the room options an explanation cites (the new-game dialog&apos;s labels).</extracomment>
        <translation>嚴格牌型（組數與帶牌須相同才能壓）</translation>
    </message>
    <message>
        <source>Classic game (no wild cards, no showing)</source>
        <translation>經典玩法（無癩子、無明牌）</translation>
    </message>
    <message>
        <source>Spring doubles the stake</source>
        <translation>春天翻倍</translation>
    </message>
    <message>
        <source>Room stake</source>
        <translation>房間底注</translation>
    </message>
    <message>
        <source>Starting coins</source>
        <translation>初始金幣</translation>
    </message>
    <message>
        <source>Allow showing cards</source>
        <translation>允許明牌</translation>
    </message>
    <message>
        <source>Wild cards</source>
        <translation>癩子</translation>
    </message>
    <message>
        <source>Pairs must follow pairs</source>
        <translation>對子必須跟對子</translation>
    </message>
    <message>
        <source>Kitty points doubled for the defenders</source>
        <translation>閒家摳底分數翻倍</translation>
    </message>
    <message>
        <source>Penalty per captured heart five</source>
        <translation>每個被抓的紅桃5扣分</translation>
    </message>
    <message>
        <source>Base score</source>
        <translation>底分</translation>
    </message>
    <message>
        <source>Seconds to choose trumps</source>
        <translation>定主限時（秒）</translation>
    </message>
    <message>
        <source>Triple with any two cards</source>
        <translation>三帶二不分對和散</translation>
    </message>
    <message>
        <source>2 may start a sequence (2-3-4)</source>
        <translation>取消2不3連（2-3-4 可連）</translation>
    </message>
    <message>
        <source>The previous winner leads</source>
        <translation>贏家先出</translation>
    </message>
    <message>
        <source>Must play when able to beat</source>
        <translation>能壓必壓</translation>
    </message>
    <message>
        <source>Highest single against a last card</source>
        <translation>報單必頂</translation>
    </message>
    <message>
        <source>Hint only when a beating play exists</source>
        <translation>有牌可壓時才提示</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>計分方式</translation>
    </message>
    <message>
        <source>Bomb bonus</source>
        <translation>炸彈獎勵</translation>
    </message>
    <message>
        <source>Double clip below this many points</source>
        <translation>雙夾分數線</translation>
    </message>
    <message>
        <source>Stake for a win</source>
        <translation>勝局得分</translation>
    </message>
    <message>
        <source>Stake for a double clip</source>
        <translation>雙夾得分</translation>
    </message>
    <message>
        <source>Escape bonus to each opponent</source>
        <translation>逃跑時每個對手得分</translation>
    </message>
    <message>
        <source>Tricks before the escape bonus is paid</source>
        <translation>逃跑獎勵所需墩數</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Jokers may be kickers</source>
        <translation>王可以作帶牌</translation>
    </message>
    <message>
        <source>By cards left</source>
        <translation>按剩餘張數</translation>
    </message>
    <message>
        <source>By finishing rank</source>
        <translation>按名次</translation>
    </message>
    <message>
        <source>Wild cards and showing</source>
        <translation>癩子與明牌</translation>
    </message>
    <message>
        <source>Classic (no wild cards)</source>
        <translation>經典（無癩子）</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>專家</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Plum</source>
        <translation>梅</translation>
    </message>
    <message>
        <source>Orchid</source>
        <translation>蘭</translation>
    </message>
    <message>
        <source>Bamboo</source>
        <translation>竹</translation>
    </message>
    <message>
        <source>Chrysanthemum</source>
        <translation>菊</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <extracomment>Games whose rules name the seats otherwise: for each seat, its index in DEFAULT_SEAT_NAMES. 原子&apos;s seed numbers the places 东 1, 南 2, 西 3, 北 0 and the engine seats each player at the place of its number (seat 0 = 北 North, 1 = 东 East, ...). Games that play clockwise but name their places like a mahjong table: 东 at the bottom, then 南, 西, 北 (then 梅, 兰, 竹, 菊) counter-clockwise round the table, so 南 sits at 东&apos;s right. Play (clockwise, the seed&apos;s 顺时针) then goes 东, 北, 西, 南. The default names in the languages the app speaks (an earlier game&apos;s names, saved in another language, are still known as defaults): the store&apos;s table, which the history&apos;s name search uses too.</extracomment>
        <translation>座位 {n}</translation>
    </message>
</context>
<context>
    <name>Yuanzi</name>
    <message>
        <source>The half is over.</source>
        <extracomment>原子&apos;s halves (上半局 / 下半局, the seed&apos;s word; not a match&apos;s 半场)</extracomment>
        <translation>半局結束。</translation>
    </message>
    <message>
        <source>A half starts.</source>
        <translation>半局開始。</translation>
    </message>
    <message>
        <source>Escape penalty in the first half</source>
        <extracomment>原子&apos;s options that name a half (上半局 / 下半局, the seed&apos;s word)</extracomment>
        <translation>上半局逃跑罰分</translation>
    </message>
    <message>
        <source>Escape penalty in the second half</source>
        <translation>下半局逃跑罰分</translation>
    </message>
    <message>
        <source>First half</source>
        <extracomment>原子&apos;s halves: the seed&apos;s word is 上半局 / 下半局, never a match&apos;s 上半场</extracomment>
        <translation>上半局</translation>
    </message>
    <message>
        <source>Second half</source>
        <translation>下半局</translation>
    </message>
</context>
<context>
    <name>_RoomDialog</name>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
</context>
</TS>
