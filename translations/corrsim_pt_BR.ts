<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AnchorWords</name>
    <message>
        <source>sending</source>
        <translation>envio</translation>
    </message>
    <message>
        <source>delivery</source>
        <translation>entrega</translation>
    </message>
    <message>
        <source>loss on the wire</source>
        <translation>perda na rede</translation>
    </message>
    <message>
        <source>duplicate</source>
        <translation>duplicata</translation>
    </message>
    <message>
        <source>reply matched</source>
        <translation>resposta ligada à requisição</translation>
    </message>
    <message>
        <source>reply discarded</source>
        <translation>resposta descartada</translation>
    </message>
    <message>
        <source>reply taken for another request</source>
        <translation>resposta tomada por outra requisição</translation>
    </message>
    <message>
        <source>state change</source>
        <translation>mudança de estado</translation>
    </message>
    <message>
        <source>effect</source>
        <translation>efeito</translation>
    </message>
    <message>
        <source>log line</source>
        <translation>linha de log</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>queda</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>reinício</translation>
    </message>
    <message>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <source>expectation</source>
        <translation>expectativa</translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>ordinal</comment>
        <translation>%1ª</translation>
    </message>
    <message>
        <source>%1nd</source>
        <comment>ordinal</comment>
        <translation>%1ª</translation>
    </message>
    <message>
        <source>%1rd</source>
        <comment>ordinal</comment>
        <translation>%1ª</translation>
    </message>
    <message>
        <source>%1th</source>
        <comment>ordinal</comment>
        <translation>%1ª</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a delivery of payment.callback</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a state change (PAID)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 for key %2</source>
        <translation>%1 para a chave %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>a delivery to orders</comment>
        <translation>%1 para %2</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <comment>a sending by provider</comment>
        <translation>%1 por %2</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <comment>... for correlation ID 101</comment>
        <translation>%1 para %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>... in conversation PRQ-#2</comment>
        <translation>%1 em %2</translation>
    </message>
    <message>
        <source>the %1 %2</source>
        <comment>the 3rd delivery</comment>
        <translation>%2 (%1 vez)</translation>
    </message>
    <message>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1, at %2 (event %3)</source>
        <translation>%1, em %2 (evento %3)</translation>
    </message>
    <message>
        <source>store write</source>
        <translation>gravação no repositório</translation>
    </message>
    <message>
        <source>store read</source>
        <translation>leitura do repositório</translation>
    </message>
    <message>
        <source>store removal</source>
        <translation>remoção do repositório</translation>
    </message>
    <message>
        <source>store expiry</source>
        <translation>expiração no repositório</translation>
    </message>
    <message>
        <source>store emptying</source>
        <translation>esvaziamento do repositório</translation>
    </message>
    <message>
        <source>gone: its event no longer happens</source>
        <translation>sumiu: seu evento não acontece mais</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>moved from conversation %1 to %2</source>
        <translation>movida da conversa %1 para %2</translation>
    </message>
    <message>
        <source>moved onto the network&apos;s copy</source>
        <translation>movida para a cópia feita pela rede</translation>
    </message>
    <message>
        <source>moved off the network&apos;s copy onto the original</source>
        <translation>movida da cópia da rede para o original</translation>
    </message>
    <message>
        <source>moved from conversation %1 onto the network&apos;s copy in %2</source>
        <translation>movida da conversa %1 para a cópia feita pela rede em %2</translation>
    </message>
    <message>
        <source>moved from the network&apos;s copy in %1 onto the original in %2</source>
        <translation>movida da cópia da rede em %1 para o original em %2</translation>
    </message>
</context>
<context>
    <name>CheckPromises</name>
    <message>
        <source>every rule every run keeps holds (money conserved, no account overdrawn, sagas end or say why, no effect twice where inboxes remember, every pending entry accounted for)</source>
        <translation>toda regra que toda execução mantém se cumpre (dinheiro conservado, nenhuma conta no negativo, sagas terminam ou dizem por quê, nenhum efeito duas vezes onde as inboxes lembram, toda entrada pendente contabilizada)</translation>
    </message>
    <message>
        <source>the scenario&apos;s own expectations pass</source>
        <translation>as expectativas do próprio cenário são atendidas</translation>
    </message>
    <message>
        <source>no message applies an effect twice, whether or not an inbox is on</source>
        <translation>nenhuma mensagem aplica um efeito duas vezes, com ou sem inbox ativa</translation>
    </message>
    <message>
        <source>the copies of one message write each store entry once between them</source>
        <translation>as cópias de uma mensagem gravam, juntas, cada entrada de repositório uma única vez</translation>
    </message>
    <message>
        <source>every saga reaches a final state</source>
        <translation>toda saga chega a um estado final</translation>
    </message>
    <message>
        <source>a callback finds the pending request its caller stored, unless something took it out (taken, removed, expired), and no second put replaces it</source>
        <translation>um callback encontra a requisição pendente que quem o chamou armazenou, a menos que algo a tenha retirado (tomada, removida, expirada), e nenhuma segunda gravação a substitui</translation>
    </message>
    <message>
        <source>every reply is taken for the request whose correlation ID it carries</source>
        <translation>toda resposta é tomada como resposta à requisição cujo ID de correlação ela carrega</translation>
    </message>
    <message>
        <source>every reply a requester receives answers one of its requests</source>
        <translation>toda resposta que um requisitante recebe responde a uma de suas requisições</translation>
    </message>
    <message>
        <source>no message is delivered twice to one application</source>
        <translation>nenhuma mensagem é entregue duas vezes a uma mesma aplicação</translation>
    </message>
    <message>
        <source>every request is answered within the reply timeout given with the trace (a request: a message of a type its sender has had answered)</source>
        <translation>toda requisição é respondida dentro do timeout de resposta informado com o trace (requisição: uma mensagem de um tipo que seu remetente já teve respondido)</translation>
    </message>
    <message>
        <source>every span&apos;s parent, and every producer a consumer links to, is in the trace</source>
        <translation>o pai de todo span, e todo produtor ao qual um consumidor se vincula, estão no trace</translation>
    </message>
</context>
<context>
    <name>DetailWords</name>
    <message>
        <source>hit</source>
        <translation>encontrada</translation>
    </message>
    <message>
        <source>KEY_NOT_FOUND</source>
        <translation>KEY_NOT_FOUND</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>retirada</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>removida</translation>
    </message>
    <message>
        <source>absent, no error</source>
        <translation>ausente, sem erro</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>expirada</translation>
    </message>
    <message>
        <source>lost on restart</source>
        <translation>perdida no reinício</translation>
    </message>
    <message>
        <source>replaced</source>
        <translation>substituída</translation>
    </message>
    <message>
        <source>already processed: skipped</source>
        <translation>já processado: ignorado</translation>
    </message>
    <message>
        <source>duplicate: the inbox key rolled the transaction back</source>
        <translation>duplicata: a chave da inbox desfez a transação</translation>
    </message>
    <message>
        <source>no rule of its handler held: nothing done, no reply</source>
        <translation>nenhuma regra do seu tratador valeu: nada feito, sem resposta</translation>
    </message>
    <message>
        <source>duplicate: the idempotency key rolled the transaction back</source>
        <translation>duplicata: a chave de idempotência desfez a transação</translation>
    </message>
    <message>
        <source>the balance no longer covers the transfer: rolled back and handled again</source>
        <translation>o saldo já não cobre a transferência: desfeita e tratada de novo</translation>
    </message>
    <message>
        <source>crashed between the two writes</source>
        <translation>caiu entre as duas escritas</translation>
    </message>
    <message>
        <source>crashed after the commit: its event is never published</source>
        <translation>caiu depois do commit: seu evento nunca é publicado</translation>
    </message>
    <message>
        <source>adopted the caller&apos;s trace ID</source>
        <translation>adotou o trace ID de quem chamou</translation>
    </message>
    <message>
        <source>no trace ID came with it: made a new one</source>
        <translation>não veio trace ID: criou um novo</translation>
    </message>
    <message>
        <source>restarted: sending the command it waits for again</source>
        <translation>reiniciou: reenvia o comando que aguarda</translation>
    </message>
    <message>
        <source>gave up waiting for a reply</source>
        <translation>desistiu de esperar uma resposta</translation>
    </message>
    <message>
        <source>no reply in time: sending the command again</source>
        <translation>sem resposta a tempo: envia o comando de novo</translation>
    </message>
    <message>
        <source>reply for no saga of ours: ignored</source>
        <translation>resposta para nenhuma saga nossa: ignorada</translation>
    </message>
    <message>
        <source>duplicate or late reply: ignored</source>
        <translation>resposta duplicada ou atrasada: ignorada</translation>
    </message>
    <message>
        <source>a compensation failed</source>
        <translation>uma compensação falhou</translation>
    </message>
    <message>
        <source>failed after the claim, before the status write</source>
        <translation>falhou depois da reivindicação, antes de gravar o status</translation>
    </message>
    <message>
        <source>a response, not a request: not answered</source>
        <translation>uma resposta, não uma requisição: sem resposta</translation>
    </message>
    <message>
        <source>crashed after marking, before publishing</source>
        <translation>caiu depois de marcar, antes de publicar</translation>
    </message>
    <message>
        <source>crashed after publishing, before marking</source>
        <translation>caiu depois de publicar, antes de marcar</translation>
    </message>
    <message>
        <source>a request waiting its turn was lost: the worker was down</source>
        <translation>uma requisição à espera da vez se perdeu: o worker estava fora do ar</translation>
    </message>
    <message>
        <source>timed out: sending the request again</source>
        <translation>tempo esgotado: envia a requisição de novo</translation>
    </message>
    <message>
        <source>appended</source>
        <translation>anexada ao log</translation>
    </message>
    <message>
        <source>stopped redelivering: no acknowledgement and nothing else left to happen</source>
        <translation>parou de reentregar: nenhuma confirmação e nada mais por acontecer</translation>
    </message>
    <message>
        <source>handling failed: rolled back</source>
        <translation>o tratamento falhou: desfeito</translation>
    </message>
    <message>
        <source>out of order: an older event after a newer one</source>
        <translation>fora de ordem: um evento mais antigo depois de um mais novo</translation>
    </message>
    <message>
        <source>handling failed</source>
        <translation>o tratamento falhou</translation>
    </message>
    <message>
        <source>an arrival was lost: the worker was down</source>
        <translation>uma chegada se perdeu: o worker estava fora do ar</translation>
    </message>
    <message>
        <source>too old: gave up on age</source>
        <translation>velha demais: desistiu pela idade</translation>
    </message>
    <message>
        <source>gave up after the last attempt</source>
        <translation>desistiu após a última tentativa</translation>
    </message>
    <message>
        <source>unknown correlation ID</source>
        <translation>ID de correlação desconhecido</translation>
    </message>
    <message>
        <source>matched by its connection</source>
        <translation>casada pela própria conexão</translation>
    </message>
    <message>
        <source>transferred</source>
        <translation>transferido</translation>
    </message>
    <message>
        <source>refunded</source>
        <translation>reembolsado</translation>
    </message>
    <message>
        <source>receiver down</source>
        <translation>destinatário fora do ar</translation>
    </message>
</context>
<context>
    <name>DiagramSpeech</name>
    <message>
        <source>Problem: %1, at %2, %3</source>
        <translation>Problema: %1, em %2, %3</translation>
    </message>
    <message>
        <source>%1, at %2, %3</source>
        <translation>%1, em %2, %3</translation>
    </message>
    <message>
        <source>%1 from %2 to %3, sent at %4</source>
        <translation>%1 de %2 para %3, enviada em %4</translation>
    </message>
    <message>
        <source>%1 %2 from %3 to %4, sent at %5</source>
        <translation>%1 %2 de %3 para %4, enviada em %5</translation>
    </message>
    <message>
        <source>, correlation ID %1</source>
        <translation>, ID de correlação %1</translation>
    </message>
    <message>
        <source>, a duplicate the network made</source>
        <translation>, uma duplicata criada pela rede</translation>
    </message>
    <message>
        <source>, a retry</source>
        <translation>, uma nova tentativa</translation>
    </message>
    <message>
        <source>, put there by the scenario</source>
        <translation>, colocada ali pelo cenário</translation>
    </message>
    <message>
        <source>, on its way</source>
        <translation>, a caminho</translation>
    </message>
    <message>
        <source>, still on its way when the run ended</source>
        <translation>, ainda a caminho quando a execução terminou</translation>
    </message>
    <message>
        <source>, lost on the wire</source>
        <translation>, perdida na rede</translation>
    </message>
    <message>
        <source>, lost: its receiver had crashed</source>
        <translation>, perdida: o receptor tinha caído</translation>
    </message>
    <message>
        <source>, delivered at %1</source>
        <translation>, entregue em %1</translation>
    </message>
</context>
<context>
    <name>EventProse</name>
    <message>
        <source>%1 sends %2 to %3</source>
        <translation>%1 envia %2 para %3</translation>
    </message>
    <message>
        <source>%1 receives a second %2 from %3</source>
        <translation>%1 recebe um segundo %2 de %3</translation>
    </message>
    <message>
        <source>%1 receives %2 from %3</source>
        <translation>%1 recebe %2 de %3</translation>
    </message>
    <message>
        <source>%1 from %2 to %3 is lost</source>
        <translation>%1 de %2 para %3 se perde</translation>
    </message>
    <message>
        <source> (the receiver was down)</source>
        <translation> (o destinatário estava fora do ar)</translation>
    </message>
    <message>
        <source> (pinned fault)</source>
        <translation> (falha fixada)</translation>
    </message>
    <message>
        <source>the network copies %1 from %2 to %3</source>
        <translation>a rede copia %1 de %2 para %3</translation>
    </message>
    <message>
        <source>%1 reads %2 in %3 (%4)</source>
        <translation>%1 lê %2 em %3 (%4)</translation>
    </message>
    <message>
        <source>%1 writes %2 in %3</source>
        <translation>%1 grava %2 em %3</translation>
    </message>
    <message>
        <source>%1 removes %2 from %3 (%4)</source>
        <translation>%1 remove %2 de %3 (%4)</translation>
    </message>
    <message>
        <source>%1 expires in %2</source>
        <translation>%1 expira em %2</translation>
    </message>
    <message>
        <source>%1 loses its entries</source>
        <translation>%1 perde suas entradas</translation>
    </message>
    <message>
        <source>%1: %2 becomes %3</source>
        <translation>%1: %2 passa a %3</translation>
    </message>
    <message>
        <source>%1 crashes</source>
        <translation>%1 cai</translation>
    </message>
    <message>
        <source>%1 restarts</source>
        <translation>%1 reinicia</translation>
    </message>
    <message>
        <source>a note: &quot;%1&quot;</source>
        <translation>uma nota: &quot;%1&quot;</translation>
    </message>
    <message>
        <source> (conversation %1)</source>
        <translation> (conversa %1)</translation>
    </message>
</context>
<context>
    <name>ExploreWords</name>
    <message>
        <source>%1 from %2 to %3</source>
        <translation>%1 de %2 para %3</translation>
    </message>
    <message>
        <source>a message</source>
        <translation>uma mensagem</translation>
    </message>
    <message>
        <source>%1 is lost, at %2</source>
        <translation>%1 se perde, em %2</translation>
    </message>
    <message>
        <source>a second copy of %1, at %2</source>
        <translation>uma segunda cópia de %1, em %2</translation>
    </message>
    <message>
        <source>%1 arrives %2 late</source>
        <translation>%1 chega com %2 de atraso</translation>
    </message>
    <message>
        <source>%1 is overtaken by the next message on its way</source>
        <translation>a mensagem seguinte ultrapassa %1 no caminho</translation>
    </message>
    <message>
        <source>%1 crashes right after its %2, at %3</source>
        <translation>%1 cai logo após %2, em %3</translation>
    </message>
    <message>
        <source>%1 crashes</source>
        <translation>%1 cai</translation>
    </message>
    <message>
        <source>%1, and is back %2 later</source>
        <translation>%1 e volta %2 depois</translation>
    </message>
    <message>
        <source>%1, and stays down</source>
        <translation>%1 e continua fora do ar</translation>
    </message>
    <message>
        <source>no fault</source>
        <translation>nenhuma falha</translation>
    </message>
    <message>
        <source>; then </source>
        <translation>; depois, </translation>
    </message>
    <message>
        <source>Tried the one way this run can go, </source>
        <translation>Testado o único caminho que esta execução pode seguir, </translation>
    </message>
    <message>
        <source>Tried %1 ways this run can go, </source>
        <translation>Testados %1 caminhos que esta execução pode seguir, </translation>
    </message>
    <message>
        <source>with up to 1 fault each.</source>
        <translation>com até 1 falha em cada.</translation>
    </message>
    <message>
        <source>with up to %1 faults each.</source>
        <translation>com até %1 falhas em cada.</translation>
    </message>
    <message>
        <source>“%1” breaks in %2 of them.</source>
        <translation>“%1” falha em %2 deles.</translation>
    </message>
    <message>
        <source>The shortest way to break it: %1.</source>
        <translation>O caminho mais curto até a violação: %1.</translation>
    </message>
    <message>
        <source>What goes wrong: %1</source>
        <translation>O que dá errado: %1</translation>
    </message>
    <message>
        <source>Every one keeps: %1.</source>
        <translation>Todos os caminhos cumprem: %1.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>check names</comment>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>1 schedule</source>
        <translation>1 agenda</translation>
    </message>
    <message>
        <source>%1 schedules</source>
        <translation>%1 agendas</translation>
    </message>
    <message>
        <source>None of the %1 run broke %2, but not every schedule within the bound was run.</source>
        <translation>Nenhuma execução violou %2 em %1, mas nem toda agenda dentro do limite foi executada.</translation>
    </message>
    <message>
        <source>1 fault</source>
        <translation>1 falha</translation>
    </message>
    <message>
        <source>%1 faults</source>
        <translation>%1 falhas</translation>
    </message>
    <message>
        <source>No run with up to %1 breaks %2: all %3 were run, and every one kept it.</source>
        <translation>Nenhuma execução com até %1 viola %2: todas as agendas foram executadas (%3), e todas a cumpriram.</translation>
    </message>
    <message>
        <source>The design breaks %1 before explore adds any fault: %2.</source>
        <translation>O design viola %1 antes de a exploração acrescentar qualquer falha: %2.</translation>
    </message>
    <message>
        <source>The shortest run that breaks %1 has %2: %3. What breaks: %4. (%5 run.)</source>
        <translation>A execução mais curta que viola %1 tem %2: %3. O que dá errado: %4. (Agendas executadas: %5.)</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>perda</translation>
    </message>
    <message>
        <source>duplicate</source>
        <translation>duplicação</translation>
    </message>
    <message>
        <source>delay</source>
        <translation>atraso</translation>
    </message>
    <message>
        <source>reorder</source>
        <translation>reordenação</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>queda</translation>
    </message>
    <message>
        <source>A message lost on the wire (%1)</source>
        <translation>Uma mensagem perdida na rede (%1)</translation>
    </message>
    <message>
        <source>A message delivered twice (%1)</source>
        <translation>Uma mensagem entregue duas vezes (%1)</translation>
    </message>
    <message>
        <source>A message held up on the wire (%1)</source>
        <translation>Uma mensagem retida na rede (%1)</translation>
    </message>
    <message>
        <source>A message overtaken by the next one on its link (%1)</source>
        <translation>Uma mensagem ultrapassada pela seguinte na mesma ligação (%1)</translation>
    </message>
    <message>
        <source>A worker crashing right after one of its events (%1)</source>
        <translation>Um worker que cai logo depois de um dos seus eventos (%1)</translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1: %2 before, %3 after</source>
        <translation>%1: %2 antes, %3 depois</translation>
    </message>
    <message>
        <source>no accounts in this scenario</source>
        <translation>nenhuma conta neste cenário</translation>
    </message>
    <message>
        <source>%1[%2] fell to %3 at %4</source>
        <translation>%1[%2] caiu para %3 em %4</translation>
    </message>
    <message>
        <source>every balance stayed at zero or above</source>
        <translation>todo saldo ficou em zero ou acima</translation>
    </message>
    <message>
        <source>no sagas in this scenario</source>
        <translation>nenhuma saga neste cenário</translation>
    </message>
    <message>
        <source>%1 is not final and nothing says why</source>
        <translation>%1 não está em um estado final e nada diz por quê</translation>
    </message>
    <message numerus="yes">
        <source>all %n ended</source>
        <translation>
            <numerusform>%n terminou</numerusform>
            <numerusform>todas as %n terminaram</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n did not end; the first: %1 %2</source>
        <translation>
            <numerusform>%n não terminou: %1 %2</numerusform>
            <numerusform>%n não terminaram; a primeira: %1 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown: this trace does not record its participants&apos; facts (a file an older Corrsim wrote, or spans another tool wrote)</source>
        <translation>desconhecido: este trace não registra os fatos dos seus participantes (um arquivo gravado por uma versão mais antiga do Corrsim, ou spans gravados por outra ferramenta)</translation>
    </message>
    <message>
        <source>no saga services consume messages here</source>
        <translation>nenhum serviço de saga consome mensagens aqui</translation>
    </message>
    <message>
        <source>not checked: effects are counted for the sagas of a &quot;saga&quot; block, and this scenario has none</source>
        <translation>não verificado: os efeitos são contados para as sagas de um bloco &quot;saga&quot;, e este cenário não tem nenhum</translation>
    </message>
    <message>
        <source>not applicable: %1 has no inbox</source>
        <translation>não se aplica: %1 não tem inbox</translation>
    </message>
    <message>
        <source>no effect twice</source>
        <translation>nenhum efeito duas vezes</translation>
    </message>
    <message numerus="yes">
        <source>no message applied an effect twice (%n repeats of an effect came from different messages)</source>
        <translation>
            <numerusform>nenhuma mensagem aplicou um efeito duas vezes (%n repetição de um efeito veio de mensagens diferentes)</numerusform>
            <numerusform>nenhuma mensagem aplicou um efeito duas vezes (%n repetições de um efeito vieram de mensagens diferentes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n effects applied twice by one message%1%2</source>
        <translation>
            <numerusform>%n efeito aplicado duas vezes por uma mesma mensagem%1%2</numerusform>
            <numerusform>%n efeitos aplicados duas vezes por uma mesma mensagem%1%2</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1: %2)</source>
        <translation> (%1: %2)</translation>
    </message>
    <message numerus="yes">
        <source>; %n of them after a message came back once the purge had removed its inbox row (retention shorter than the redelivery)</source>
        <translation>
            <numerusform>; %n deles ocorreu depois que uma mensagem voltou quando a limpeza já havia removido sua linha da inbox (retenção mais curta que a reentrega)</numerusform>
            <numerusform>; %n deles ocorreram depois que uma mensagem voltou quando a limpeza já havia removido sua linha da inbox (retenção mais curta que a reentrega)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wrote the state &quot;%2&quot; at %3, which it does not declare</source>
        <translation>%1 gravou o estado &quot;%2&quot; em %3, que ele não declara</translation>
    </message>
    <message>
        <source>all states declared</source>
        <translation>todos os estados declarados</translation>
    </message>
    <message>
        <source>no pending entry left</source>
        <translation>nenhuma entrada pendente restante</translation>
    </message>
    <message numerus="yes">
        <source>%n pending entries left, listed under stores</source>
        <translation>
            <numerusform>%n entrada pendente restante, listada nos repositórios</numerusform>
            <numerusform>%n entradas pendentes restantes, listadas nos repositórios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pending entries replaced before a reply took it, the request lost: %1</source>
        <translation>
            <numerusform>%n entrada pendente substituída antes que uma resposta a tomasse, e a requisição se perdeu: %1</numerusform>
            <numerusform>%n entradas pendentes substituídas antes que uma resposta as tomasse, e as requisições se perderam: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1[%2]: %3 entry, put at %4, replaced by %5 at %6</source>
        <translation>%1[%2]: entrada %3, gravada em %4, substituída pela entrada %5 em %6</translation>
    </message>
    <message>
        <source>request %1&apos;s</source>
        <translation>da requisição %1</translation>
    </message>
    <message>
        <source>an earlier</source>
        <translation>de uma requisição anterior</translation>
    </message>
    <message>
        <source>%1 holds %2 entries; its trace says %3</source>
        <translation>%1 contém %2 entradas; seu trace diz %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: expected %2, got %3</source>
        <translation>&quot;%1&quot;: esperado %2, obtido %3</translation>
    </message>
    <message numerus="yes">
        <source>%n effects applied twice%1</source>
        <translation>
            <numerusform>%n efeito aplicado duas vezes%1</numerusform>
            <numerusform>%n efeitos aplicados duas vezes%1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ends in %2</source>
        <translation>%1 termina em %2</translation>
    </message>
    <message>
        <source>%1 ends in %2: %3</source>
        <translation>%1 termina em %2: %3</translation>
    </message>
    <message>
        <source>no state</source>
        <translation>nenhum estado</translation>
    </message>
    <message numerus="yes">
        <source>%n sagas did not end</source>
        <translation>
            <numerusform>%n saga não terminou</numerusform>
            <numerusform>%n sagas não terminaram</numerusform>
        </translation>
    </message>
    <message>
        <source>%1[%2] is written twice for message %3: by %4 at %5 and by %6 at %7</source>
        <translation>%1[%2] é gravado duas vezes para a mensagem %3: por %4 em %5 e por %6 em %7</translation>
    </message>
    <message>
        <source>%1 finds no %2 in %3 at %4, though %5 put it in %6 at %7 and nothing took it out</source>
        <translation>%1 não encontra %2 em %3 no instante %4, embora %5 o tenha colocado em %6 no instante %7 e nada o tenha retirado</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>em %1</translation>
    </message>
    <message>
        <source>at %1 (span %2)</source>
        <translation>em %1 (span %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n spans&apos; parents never arrived (first: %1 &quot;%2&quot;, span %3): a process may have stopped before exporting them, and what it did then cannot be seen</source>
        <translation>
            <numerusform>o pai de %n span nunca chegou (primeiro: %1 &quot;%2&quot;, span %3): um processo pode ter parado antes de exportá-lo, e o que ele fez então não pode ser visto</numerusform>
            <numerusform>os pais de %n spans nunca chegaram (primeiro: %1 &quot;%2&quot;, span %3): um processo pode ter parado antes de exportá-los, e o que ele fez então não pode ser visto</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took the reply for %2 as the answer to %3 %4</source>
        <translation>%1 tomou a resposta de %2 como resposta a %3 %4</translation>
    </message>
    <message numerus="yes">
        <source>%n replies reached their requester with no span after it that shows which request it was taken for (a span the requester makes while handling it, carrying the request&apos;s correlation ID, would show it)</source>
        <translation>
            <numerusform>%n resposta chegou ao seu requisitante sem nenhum span depois dela que mostre para qual requisição ela foi tomada (um span que o requisitante cria ao tratá-la, carregando o ID de correlação da requisição, mostraria isso)</numerusform>
            <numerusform>%n respostas chegaram aos seus requisitantes sem nenhum span depois delas que mostre para qual requisição cada uma foi tomada (um span que o requisitante cria ao tratá-la, carregando o ID de correlação da requisição, mostraria isso)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 received a reply with correlation ID %2 from %3 that no request of it was waiting for, %4</source>
        <translation>%1 recebeu de %3 uma resposta com ID de correlação %2 que nenhuma requisição sua aguardava, %4</translation>
    </message>
    <message>
        <source>message %1 was delivered to %2 twice: %3 and %4</source>
        <translation>a mensagem %1 foi entregue a %2 duas vezes: %3 e %4</translation>
    </message>
    <message>
        <source>each message has one delivery span, but a consumer that stops before its span is exported leaves none (the broker then delivers the message again): spans cannot show a message was processed only once</source>
        <translation>cada mensagem tem um span de entrega, mas um consumidor que para antes de seu span ser exportado não deixa nenhum (o broker então entrega a mensagem de novo): os spans não podem mostrar que uma mensagem foi processada uma única vez</translation>
    </message>
    <message>
        <source>no span was named as an effect: name the spans that apply one, and the attribute that says on what (--effect-span NAME=ATTRIBUTE; in the app, File &gt; Span import options)</source>
        <translation>nenhum span foi indicado como efeito: indique os spans que aplicam um efeito e o atributo que diz sobre o quê (--effect-span NAME=ATTRIBUTE; no aplicativo, Arquivo &gt; Opções de importação de spans)</translation>
    </message>
    <message>
        <source>%1 on %2 was applied twice: by %3 %4 and by %5 %6</source>
        <translation>%1 sobre %2 foi aplicado duas vezes: por %3 %4 e por %5 %6</translation>
    </message>
    <message numerus="yes">
        <source>%n effect spans lack the attribute named to say what it acted on: two of them on one object cannot be told apart from two on two</source>
        <translation>
            <numerusform>%n span de efeito não tem o atributo indicado para dizer sobre o que agiu: dois deles sobre um mesmo objeto não se distinguem de dois sobre dois objetos</numerusform>
            <numerusform>%n spans de efeito não têm o atributo indicado para dizer sobre o que agiram: dois deles sobre um mesmo objeto não se distinguem de dois sobre dois objetos</numerusform>
        </translation>
    </message>
    <message>
        <source>a scenario&apos;s requesters give up after their own timeouts (no-lost-pending judges what they keep): this check judges spans another tool wrote, against the timeout given with them</source>
        <translation>os requisitantes de um cenário desistem após seus próprios timeouts (no-lost-pending julga o que eles guardam): esta verificação julga spans gravados por outra ferramenta, em relação ao timeout informado com eles</translation>
    </message>
    <message>
        <source>no reply timeout was given: say how long a request may wait for its reply (--reply-timeout; in the app, File &gt; Span import options)</source>
        <translation>nenhum timeout de resposta foi informado: diga quanto tempo uma requisição pode esperar por sua resposta (--reply-timeout; no aplicativo, Arquivo &gt; Opções de importação de spans)</translation>
    </message>
    <message>
        <source>%1 %2 from %3</source>
        <translation>%1 %2 de %3</translation>
    </message>
    <message>
        <source>the request %1 %2 was answered %3 later, after the %4 timeout</source>
        <translation>a requisição %1 %2 foi respondida %3 depois, após o timeout de %4</translation>
    </message>
    <message>
        <source>the request %1 %2 had no reply within %3, though the trace goes on %4 after it</source>
        <translation>a requisição %1 %2 não teve resposta em %3, embora o trace continue por %4 depois dela</translation>
    </message>
    <message>
        <source>the request %1 %2 has no reply, and the trace ends before its timeout: a reply may have come after the spans were recorded</source>
        <translation>a requisição %1 %2 não tem resposta, e o trace termina antes do seu timeout: uma resposta pode ter chegado depois que os spans foram registrados</translation>
    </message>
    <message>
        <source>no reply answered a message of the type of %1 %2, though it carries a correlation ID: whether such messages expect a reply cannot be told (a request is a message of a type its sender has had answered)</source>
        <translation>nenhuma resposta respondeu a uma mensagem do tipo de %1 %2, embora ela carregue um ID de correlação: não é possível dizer se essas mensagens esperam resposta (uma requisição é uma mensagem de um tipo que seu remetente já teve respondido)</translation>
    </message>
    <message numerus="yes">
        <source>%n spans name a parent or producer that is not in the trace (first: %1 &quot;%2&quot;, span %3 of trace %4, missing %5)</source>
        <translation>
            <numerusform>%n span indica um pai ou produtor que não está no trace (primeiro: %1 &quot;%2&quot;, span %3 do trace %4, faltando %5)</numerusform>
            <numerusform>%n spans indicam um pai ou produtor que não está no trace (primeiro: %1 &quot;%2&quot;, span %3 do trace %4, faltando %5)</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>stuck in %1 since %2: %3</source>
        <translation>parada em %1 desde %2: %3</translation>
    </message>
    <message>
        <source>no message about it went out after that</source>
        <translation>nenhuma mensagem sobre ela saiu depois disso</translation>
    </message>
    <message>
        <source>its last message, %1, was lost at %2 (the receiver was down)</source>
        <translation>sua última mensagem, %1, foi perdida em %2 (o receptor estava fora do ar)</translation>
    </message>
    <message>
        <source>its last message, %1, was lost at %2 on the wire</source>
        <translation>sua última mensagem, %1, foi perdida na rede em %2</translation>
    </message>
    <message>
        <source>%1 from %2 to %3</source>
        <translation>%1 de %2 para %3</translation>
    </message>
    <message>
        <source>its last message, %1, reached %2 at %3%4</source>
        <translation>sua última mensagem, %1, chegou a %2 em %3%4</translation>
    </message>
    <message>
        <source>; no acknowledgement got back, and the broker gave up redelivering it</source>
        <translation>; nenhuma confirmação voltou, e o broker desistiu de reentregá-la</translation>
    </message>
    <message>
        <source> and waits there in partition %1 of %2, which stopped moving: the broker gave up redelivering a message ahead of it</source>
        <translation> e espera lá na partição %1 de %2, que parou de andar: o broker desistiu de reentregar uma mensagem à frente dela</translation>
    </message>
    <message>
        <source>; it still waits for another consumer in partition %1 of %2, which stopped moving: the broker gave up redelivering a message ahead of it</source>
        <translation>; ela ainda espera por outro consumidor na partição %1 de %2, que parou de andar: o broker desistiu de reentregar uma mensagem à frente dela</translation>
    </message>
    <message>
        <source> and nothing came of it</source>
        <translation> e nada resultou disso</translation>
    </message>
    <message>
        <source>its last message, %1, was sent at %2 and had not arrived when the run ended</source>
        <translation>sua última mensagem, %1, foi enviada em %2 e não tinha chegado quando a execução terminou</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>&gt;= %1</source>
        <translation>&gt;= %1</translation>
    </message>
    <message>
        <source>&lt;= %1</source>
        <translation>&lt;= %1</translation>
    </message>
    <message>
        <source>&gt;= %1 and &lt;= %2</source>
        <translation>&gt;= %1 e &lt;= %2</translation>
    </message>
    <message>
        <source>count of %1 %2</source>
        <translation>contagem de %1 %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>, then %1</source>
        <translation>, depois %1</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>nenhum %1</translation>
    </message>
    <message>
        <source>%1 came before the events listed ahead of it</source>
        <translation>%1 veio antes dos eventos listados antes dele</translation>
    </message>
    <message>
        <source>in that order</source>
        <translation>nessa ordem</translation>
    </message>
    <message>
        <source>%1 holds %2 entries</source>
        <translation>%1 contém %2 entradas</translation>
    </message>
    <message>
        <source>%1 entries</source>
        <translation>%1 entradas</translation>
    </message>
    <message>
        <source>%1[%2] has %3</source>
        <translation>%1[%2] tem %3</translation>
    </message>
    <message>
        <source>%1[%2] has no %3</source>
        <translation>%1[%2] não tem %3</translation>
    </message>
    <message>
        <source>%1 is not in %2</source>
        <translation>%1 não está em %2</translation>
    </message>
    <message>
        <source>it has %1</source>
        <translation>tem %1</translation>
    </message>
    <message>
        <source>it has no %1</source>
        <translation>não tem %1</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1 contém %2</translation>
    </message>
    <message>
        <source>%1 does not hold %2</source>
        <translation>%1 não contém %2</translation>
    </message>
    <message>
        <source>present</source>
        <translation>presente</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>%1[%2].%3 = %4</source>
        <translation>%1[%2].%3 = %4</translation>
    </message>
    <message>
        <source>no field %1</source>
        <translation>nenhum campo %1</translation>
    </message>
    <message>
        <source>matched nothing in this run, so it changed nothing</source>
        <translation>não correspondeu a nada nesta execução, então não mudou nada</translation>
    </message>
    <message>
        <source>a pinned fault acts only in a run that keeps its trace</source>
        <translation>uma falha fixada só age numa execução que guarda o seu trace</translation>
    </message>
    <message>
        <source>its event did not happen in this run, so the note was not shown</source>
        <translation>o evento dela não aconteceu nesta execução, então a nota não foi mostrada</translation>
    </message>
    <message>
        <source>a note on an event is shown only in a run that keeps its trace</source>
        <translation>uma nota sobre um evento só é mostrada numa execução que guarda o seu trace</translation>
    </message>
    <message>
        <source>held back until the next message from %1 to %2, but none followed: it never arrived</source>
        <translation>retida até a próxima mensagem de %1 para %2, mas nenhuma veio depois: ela nunca chegou</translation>
    </message>
    <message>
        <source>the expectation &quot;%1&quot; is judged passed, not as the trace recorded it (written by another version of Corrsim?)</source>
        <translation>a expectativa &quot;%1&quot; é julgada atendida, não como o trace a registrou (escrito por outra versão do Corrsim?)</translation>
    </message>
    <message>
        <source>the expectation &quot;%1&quot; is judged failed, not as the trace recorded it (written by another version of Corrsim?)</source>
        <translation>a expectativa &quot;%1&quot; é julgada não atendida, não como o trace a registrou (escrito por outra versão do Corrsim?)</translation>
    </message>
    <message>
        <source>a consumer&apos;s span starts up to %1 before its producer&apos;s: the services&apos; clocks disagree (drawn in causal order)</source>
        <translation>o span de um consumidor começa até %1 antes do span do seu produtor: os relógios dos serviços discordam (desenhado em ordem causal)</translation>
    </message>
    <message>
        <source>the class can read the answer before this predict step: %1 &quot;%2&quot; contains %3 &quot;%4&quot;</source>
        <translation>a turma pode ler a resposta antes desta pergunta de previsão: %1 &quot;%2&quot; contém %3 &quot;%4&quot;</translation>
    </message>
    <message>
        <source>the class can read the answer before this predict step: %1 &quot;%2&quot; says its answer &quot;%3&quot; with &quot;%4&quot;</source>
        <translation>a turma pode ler a resposta antes desta pergunta de previsão: %1 &quot;%2&quot; diz a resposta &quot;%3&quot; junto com &quot;%4&quot;</translation>
    </message>
    <message>
        <source>a predict step at a time: name the event that decides its answer with &quot;on&quot;, so that it stops right before that event in every run</source>
        <translation>uma pergunta de previsão num instante: nomeie com &quot;on&quot; o evento que decide a resposta, para que ela pare logo antes desse evento em toda execução</translation>
    </message>
    <message>
        <source>a predict step names no &quot;answer&quot;: name it, so that a check can look for it where the class reads</source>
        <translation>uma pergunta de previsão não indica &quot;answer&quot;: indique-a, para que uma verificação possa procurá-la onde a turma lê</translation>
    </message>
    <message>
        <source>the event that decides the answer (%1) does not happen in this run</source>
        <translation>o evento que decide a resposta (%1) não acontece nesta execução</translation>
    </message>
    <message>
        <source>the event that decides the answer (%1) happens before the question is asked</source>
        <translation>o evento que decide a resposta (%1) acontece antes de a pergunta ser feita</translation>
    </message>
    <message>
        <source>the title</source>
        <translation>o título</translation>
    </message>
    <message>
        <source>the summary</source>
        <translation>o resumo</translation>
    </message>
    <message>
        <source>the title of variant %1</source>
        <translation>o título da variante %1</translation>
    </message>
    <message>
        <source>the note at %1</source>
        <translation>a nota em %1</translation>
    </message>
    <message>
        <source>a note</source>
        <translation>uma nota</translation>
    </message>
    <message>
        <source>the question of %1</source>
        <translation>a pergunta de %1</translation>
    </message>
    <message>
        <source>the reveal of %1</source>
        <translation>a revelação de %1</translation>
    </message>
    <message>
        <source>a later note (%1)</source>
        <translation>uma nota posterior (%1)</translation>
    </message>
    <message>
        <source>the name of an expectation decided before it</source>
        <translation>o nome de uma expectativa decidida antes dela</translation>
    </message>
    <message>
        <source>the name of an expectation not yet decided</source>
        <translation>o nome de uma expectativa ainda não decidida</translation>
    </message>
    <message>
        <source>its own text</source>
        <translation>o próprio texto dela</translation>
    </message>
    <message>
        <source>its question</source>
        <translation>a pergunta dela</translation>
    </message>
    <message>
        <source>a question</source>
        <translation>uma pergunta</translation>
    </message>
    <message>
        <source>a reveal</source>
        <translation>uma revelação</translation>
    </message>
    <message>
        <source>the name of an expectation</source>
        <translation>o nome de uma expectativa</translation>
    </message>
    <message>
        <source>its answer</source>
        <translation>a resposta dela</translation>
    </message>
    <message>
        <source>its reveal</source>
        <translation>a revelação dela</translation>
    </message>
    <message>
        <source>a sentence of its reveal</source>
        <translation>uma frase da revelação dela</translation>
    </message>
    <message>
        <source>%1 (variant %2)</source>
        <translation>%1 (variante %2)</translation>
    </message>
    <message>
        <source>variant &quot;%1&quot;: %2: %3</source>
        <translation>variante &quot;%1&quot;: %2: %3</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>não é um arquivo comum</translation>
    </message>
    <message>
        <source>cannot open the file</source>
        <translation>não foi possível abrir o arquivo</translation>
    </message>
    <message>
        <source>the file is larger than %1 MB, the most a scenario may be</source>
        <translation>o arquivo tem mais de %1 MB, o máximo para um cenário</translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation>não foi possível ler o arquivo</translation>
    </message>
    <message>
        <source>no such file, and no built-in scenario has that name (&apos;corrsim list&apos; shows them)</source>
        <translation>arquivo inexistente, e nenhum cenário embutido tem esse nome (&apos;corrsim list&apos; mostra-os)</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>não é JSON</translation>
    </message>
    <message>
        <source>a number too large for this format (%1)</source>
        <translation>um número grande demais para este formato (%1)</translation>
    </message>
    <message>
        <source>a NUL byte: this is not a text file (or it has binary data after the JSON)</source>
        <translation>um byte NUL: este não é um arquivo de texto (ou tem dados binários depois do JSON)</translation>
    </message>
    <message>
        <source>this key appears twice in one object; only one can count</source>
        <translation>esta chave aparece duas vezes no mesmo objeto; só uma pode valer</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <translation>aninhado em mais de %1 níveis</translation>
    </message>
    <message>
        <source>the text %1</source>
        <translation>o texto %1</translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation>o número %1</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>uma lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>um objeto</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>esperava um objeto, veio %1</translation>
    </message>
    <message>
        <source>missing required field &quot;%1&quot;</source>
        <translation>falta o campo obrigatório &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a list, got %1</source>
        <translation>esperava uma lista, veio %1</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (expected one of: %2)</source>
        <translation>campo desconhecido &quot;%1&quot; (esperava um destes: %2)</translation>
    </message>
    <message>
        <source>expected text, got %1</source>
        <translation>esperava texto, veio %1</translation>
    </message>
    <message>
        <source>this whole number is too large, got %1</source>
        <translation>este número inteiro é grande demais, veio %1</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>esperava um número inteiro, veio %1</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>esperava um número, veio %1</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>esperava true ou false, veio %1</translation>
    </message>
    <message>
        <source>this duration is too long, got %1 (at most 1000000000s, about 31.7 years)</source>
        <translation>esta duração é longa demais, veio %1 (no máximo 1000000000s, cerca de 31,7 anos)</translation>
    </message>
    <message>
        <source>expected a duration such as &quot;250ms&quot;, &quot;2s&quot;, &quot;5min&quot; or a number of milliseconds, got %1</source>
        <translation>esperava uma duração como &quot;250ms&quot;, &quot;2s&quot;, &quot;5min&quot; ou um número de milissegundos, veio %1</translation>
    </message>
    <message>
        <source>a duration cannot be negative, got %1</source>
        <translation>uma duração não pode ser negativa, veio %1</translation>
    </message>
    <message>
        <source>expected a probability between 0 and 1, got %1</source>
        <translation>esperava uma probabilidade entre 0 e 1, veio %1</translation>
    </message>
    <message>
        <source>a distribution is one of {&quot;uniform&quot;: [lo, hi]}, {&quot;exponential&quot;: mean}, {&quot;normal&quot;: {&quot;mean&quot;, &quot;sd&quot;}}, {&quot;lognormal&quot;: {&quot;median&quot;, &quot;sigma&quot;}}, {&quot;sequence&quot;: [...]}, or a plain duration</source>
        <translation>uma distribuição é uma destas: {&quot;uniform&quot;: [lo, hi]}, {&quot;exponential&quot;: mean}, {&quot;normal&quot;: {&quot;mean&quot;, &quot;sd&quot;}}, {&quot;lognormal&quot;: {&quot;median&quot;, &quot;sigma&quot;}}, {&quot;sequence&quot;: [...]}, ou uma duração simples</translation>
    </message>
    <message>
        <source>uniform takes two durations, [low, high]</source>
        <translation>uniform recebe duas durações, [mínimo, máximo]</translation>
    </message>
    <message>
        <source>uniform&apos;s high bound is below its low bound</source>
        <translation>o limite superior de uniform está abaixo do inferior</translation>
    </message>
    <message>
        <source>sigma cannot be negative</source>
        <translation>sigma não pode ser negativo</translation>
    </message>
    <message>
        <source>a sequence needs at least one duration</source>
        <translation>uma sequência precisa de pelo menos uma duração</translation>
    </message>
    <message>
        <source>unknown distribution &quot;%1&quot; (expected fixed, uniform, exponential, normal, lognormal or sequence)</source>
        <translation>distribuição desconhecida &quot;%1&quot; (esperava fixed, uniform, exponential, normal, lognormal ou sequence)</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot; (expected one of: %2)</source>
        <translation>valor desconhecido &quot;%1&quot; (esperava um destes: %2)</translation>
    </message>
    <message>
        <source>a scenario needs a name</source>
        <translation>um cenário precisa de um nome</translation>
    </message>
    <message>
        <source>a name has at most %1 characters, this one %2</source>
        <translation>um nome tem no máximo %1 caracteres, este tem %2</translation>
    </message>
    <message>
        <source>a scenario name uses lower-case letters, digits and &apos;-&apos; only</source>
        <translation>um nome de cenário usa só letras minúsculas, dígitos e &apos;-&apos;</translation>
    </message>
    <message>
        <source>the seed cannot be negative</source>
        <translation>a semente não pode ser negativa</translation>
    </message>
    <message>
        <source>name at least one owner</source>
        <translation>indique pelo menos um dono</translation>
    </message>
    <message>
        <source>name at least one final state</source>
        <translation>indique pelo menos um estado final</translation>
    </message>
    <message>
        <source>saga metrics need the scenario&apos;s &quot;saga&quot; block</source>
        <translation>métricas de saga precisam do bloco &quot;saga&quot; do cenário</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the saga&apos;s final states (%2)</source>
        <translation>&quot;%1&quot; não é um dos estados finais da saga (%2)</translation>
    </message>
    <message>
        <source>unknown participant &quot;%1&quot;</source>
        <translation>participante desconhecido &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no owner of the saga ever writes the state &quot;%1&quot; (states: %2)</source>
        <translation>nenhum dono da saga jamais grava o estado &quot;%1&quot; (estados: %2)</translation>
    </message>
    <message>
        <source>a scenario needs at least one participant</source>
        <translation>um cenário precisa de pelo menos um participante</translation>
    </message>
    <message>
        <source>a participant needs a name without &apos;/&apos;</source>
        <translation>um participante precisa de um nome sem &apos;/&apos;</translation>
    </message>
    <message>
        <source>workers is a whole number from 1 to 64</source>
        <translation>workers é um número inteiro de 1 a 64</translation>
    </message>
    <message>
        <source>a scenario has at most %1 participants and workers in all</source>
        <translation>um cenário tem no máximo %1 participantes e workers ao todo</translation>
    </message>
    <message>
        <source>another participant already has the name &quot;%1&quot;</source>
        <translation>outro participante já tem o nome &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown participant kind &quot;%1&quot; (known: %2)</source>
        <translation>tipo de participante desconhecido &quot;%1&quot; (conhecidos: %2)</translation>
    </message>
    <message>
        <source>a router needs &quot;workers&quot; of 2 or more</source>
        <translation>um roteador precisa de &quot;workers&quot; igual a 2 ou mais</translation>
    </message>
    <message>
        <source>expected PATH=VALUE</source>
        <translation>esperava CAMINHO=VALOR</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>não é texto UTF-8</translation>
    </message>
    <message>
        <source>no element &quot;%1&quot; in this list</source>
        <translation>nenhum elemento &quot;%1&quot; nesta lista</translation>
    </message>
    <message>
        <source>this value has no fields</source>
        <translation>este valor não tem campos</translation>
    </message>
    <message>
        <source>lesson texts are an object: {&quot;textsOf&quot;, &quot;language&quot;, &quot;texts&quot;}</source>
        <translation>os textos de uma lição são um objeto: {&quot;textsOf&quot;, &quot;language&quot;, &quot;texts&quot;}</translation>
    </message>
    <message>
        <source>these are the texts of another lesson: &quot;textsOf&quot; must be &quot;%1&quot;</source>
        <translation>estes são os textos de outra lição: &quot;textsOf&quot; deve ser &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the language the texts are in, as a locale name (&quot;pt_BR&quot;)</source>
        <translation>o idioma dos textos, como nome de locale (&quot;pt_BR&quot;)</translation>
    </message>
    <message>
        <source>the texts by the JSON pointer of each in the lesson</source>
        <translation>os textos, cada um pelo seu ponteiro JSON na lição</translation>
    </message>
    <message>
        <source>not a JSON pointer: &quot;%1&quot;</source>
        <translation>não é um ponteiro JSON: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>names no text of %1 a class reads (a title, a summary, a note&apos;s text, a question&apos;s ask, choices, reveal or short answer, an expectation&apos;s name)</source>
        <translation>não indica nenhum texto de %1 que a turma lê (um título, um resumo, o texto de uma nota, a pergunta, as escolhas, a revelação ou a resposta curta de uma pergunta, o nome de uma expectativa)</translation>
    </message>
    <message>
        <source>a text is a non-empty string</source>
        <translation>um texto é uma string não vazia</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation>deve ser 1 ou mais</translation>
    </message>
    <message>
        <source>must be 0 or more</source>
        <translation>deve ser 0 ou mais</translation>
    </message>
    <message>
        <source>name a conversation by &quot;correlationId&quot; or by &quot;conversation&quot;, not both</source>
        <translation>indique uma conversa por &quot;correlationId&quot; ou por &quot;conversation&quot;, não pelos dois</translation>
    </message>
    <message>
        <source>a conversation is a generated ID&apos;s prefix, &quot;#&quot; and its number from 1 (&quot;PRQ-#2&quot;), not &quot;%1&quot;</source>
        <translation>uma conversa é o prefixo de um ID gerado, &quot;#&quot; e o seu número a partir de 1 (&quot;PRQ-#2&quot;), não &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no participant generates IDs with the prefix of &quot;%1&quot;</source>
        <translation>nenhum participante gera IDs com o prefixo de &quot;%1&quot;</translation>
    </message>
    <message>
        <source>name a message by &quot;seq&quot; alone, or by type, correlationId or conversation, from, to and occurrence</source>
        <translation>indique uma mensagem só por &quot;seq&quot;, ou por &quot;type&quot;, &quot;correlationId&quot; ou &quot;conversation&quot;, &quot;from&quot;, &quot;to&quot; e &quot;occurrence&quot;</translation>
    </message>
    <message>
        <source>not an event kind a crash can follow (see trace-events.md): &quot;%1&quot;</source>
        <translation>não é um tipo de evento que uma queda possa seguir (veja trace-events.md): &quot;%1&quot;</translation>
    </message>
    <message>
        <source>name the event by &quot;seq&quot; alone, or by &quot;event&quot;, &quot;detail&quot; and &quot;occurrence&quot;</source>
        <translation>indique o evento só por &quot;seq&quot;, ou por &quot;event&quot;, &quot;detail&quot; e &quot;occurrence&quot;</translation>
    </message>
    <message>
        <source>name the event by &quot;seq&quot;, or by &quot;event&quot; (and &quot;detail&quot;, &quot;occurrence&quot;)</source>
        <translation>indique o evento por &quot;seq&quot;, ou por &quot;event&quot; (e &quot;detail&quot;, &quot;occurrence&quot;)</translation>
    </message>
    <message>
        <source>not an event kind a note can belong to (see trace-events.md; not a note, not an expectation): &quot;%1&quot;</source>
        <translation>não é um tipo de evento ao qual uma nota possa pertencer (veja trace-events.md; nem uma nota, nem uma expectativa): &quot;%1&quot;</translation>
    </message>
    <message>
        <source>only a message event (send, deliver, drop, duplicate) has a &quot;type&quot;; name a %1&apos;s word by &quot;detail&quot;</source>
        <translation>só um evento de mensagem (send, deliver, drop, duplicate) tem &quot;type&quot;; indique a palavra de um %1 por &quot;detail&quot;</translation>
    </message>
    <message>
        <source>a message event names its message by &quot;type&quot;</source>
        <translation>um evento de mensagem indica a sua mensagem por &quot;type&quot;</translation>
    </message>
    <message>
        <source>a %1 event has no detail</source>
        <translation>um evento %1 não tem detalhe</translation>
    </message>
    <message>
        <source>a %1 event names no message</source>
        <translation>um evento %1 não indica nenhuma mensagem</translation>
    </message>
    <message>
        <source>only a store event (store.put, store.get, store.remove, store.expire) has a &quot;key&quot;</source>
        <translation>só um evento de repositório (store.put, store.get, store.remove, store.expire) tem &quot;key&quot;</translation>
    </message>
    <message>
        <source>a crash needs &quot;at&quot; (a time) or &quot;after&quot; (an event), one of them</source>
        <translation>uma queda precisa de &quot;at&quot; (um instante) ou &quot;after&quot; (um evento), um dos dois</translation>
    </message>
    <message>
        <source>a fault is a &quot;crash&quot;, or one of &quot;drop&quot;, &quot;duplicate&quot;, &quot;delay&quot;, &quot;deliverAfterNext&quot; naming a message</source>
        <translation>uma falha é um &quot;crash&quot;, ou um de &quot;drop&quot;, &quot;duplicate&quot;, &quot;delay&quot;, &quot;deliverAfterNext&quot; indicando uma mensagem</translation>
    </message>
    <message>
        <source>must be longer than 0</source>
        <translation>deve ser maior que 0</translation>
    </message>
    <message>
        <source>only a delay takes &quot;by&quot;</source>
        <translation>só um atraso aceita &quot;by&quot;</translation>
    </message>
    <message>
        <source>a fault is a JSON object, see scenario-format.md#faults</source>
        <translation>uma falha é um objeto JSON, veja scenario-format.md#faults</translation>
    </message>
    <message>
        <source>%1 is a whole number from %2 to %3</source>
        <translation>%1 é um número inteiro de %2 a %3</translation>
    </message>
    <message>
        <source>%1 is at least 1</source>
        <translation>%1 vale no mínimo 1</translation>
    </message>
    <message>
        <source>%1 cannot be negative</source>
        <translation>%1 não pode ser negativo</translation>
    </message>
    <message>
        <source>a weight cannot be negative</source>
        <translation>um peso não pode ser negativo</translation>
    </message>
    <message>
        <source>the sweep interval must be longer than zero</source>
        <translation>o intervalo de varredura deve ser maior que zero</translation>
    </message>
    <message>
        <source>the time to wait for a reply must be longer than zero</source>
        <translation>o tempo de espera por uma resposta deve ser maior que zero</translation>
    </message>
    <message>
        <source>the poll interval must be longer than zero</source>
        <translation>o intervalo de consulta deve ser maior que zero</translation>
    </message>
    <message>
        <source>the purge interval must be longer than zero</source>
        <translation>o intervalo de limpeza deve ser maior que zero</translation>
    </message>
    <message>
        <source>unknown participant &quot;%1&quot; (participants: %2)</source>
        <translation>participante desconhecido &quot;%1&quot; (participantes: %2)</translation>
    </message>
    <message>
        <source>expected text, a number or true/false</source>
        <translation>esperava-se um texto, um número ou true/false</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a reserved envelope header (names starting &quot;%2&quot; belong to the envelope, not the application)</source>
        <translation>&quot;%1&quot; é um cabeçalho reservado do envelope (nomes que começam com &quot;%2&quot; pertencem ao envelope, não à aplicação)</translation>
    </message>
    <message>
        <source>a prefix of numbered IDs cannot end in a digit (&quot;%1&quot; and 1 print as &quot;%11&quot;, which a trace reads back as another ID)</source>
        <translation>um prefixo de IDs numerados não pode terminar em dígito (&quot;%1&quot; e 1 se escrevem &quot;%11&quot;, que um trace lê de volta como outro ID)</translation>
    </message>
    <message>
        <source>an orchestrator needs at least one step</source>
        <translation>um orquestrador precisa de pelo menos um passo</translation>
    </message>
    <message>
        <source>a broker is one participant: its partitions are how it scales, not workers</source>
        <translation>um broker é um único participante: ele escala por suas partições, não por &quot;workers&quot;</translation>
    </message>
    <message>
        <source>give at least one amount</source>
        <translation>informe pelo menos um valor</translation>
    </message>
    <message>
        <source>give at least one account</source>
        <translation>informe pelo menos uma conta</translation>
    </message>
    <message>
        <source>a %1 needs &quot;%2&quot; or a &quot;workload&quot;</source>
        <translation>um %1 precisa de &quot;%2&quot; ou de um &quot;workload&quot;</translation>
    </message>
    <message>
        <source>a producer needs at least one message</source>
        <translation>um produtor precisa de pelo menos uma mensagem</translation>
    </message>
    <message>
        <source>a requester&apos;s &quot;requests&quot; list needs at least one request</source>
        <translation>a lista &quot;requests&quot; de um requisitante precisa de pelo menos uma requisição</translation>
    </message>
    <message>
        <source>a batch holds at least one row</source>
        <translation>um lote tem pelo menos uma linha</translation>
    </message>
    <message>
        <source>&quot;delegateType&quot; and &quot;pendingStore&quot; go with &quot;delegateTo&quot;</source>
        <translation>&quot;delegateType&quot; e &quot;pendingStore&quot; só valem junto com &quot;delegateTo&quot;</translation>
    </message>
    <message>
        <source>onUnknownReply &quot;dead-letter&quot; needs a &quot;deadLetter&quot; participant</source>
        <translation>onUnknownReply &quot;dead-letter&quot; precisa de um participante &quot;deadLetter&quot;</translation>
    </message>
    <message>
        <source>idStrategy &quot;%1&quot; needs a businessKey on every request</source>
        <translation>idStrategy &quot;%1&quot; precisa de um &quot;businessKey&quot; em cada requisição</translation>
    </message>
    <message>
        <source>starting sagas needs &quot;creates&quot;: the state and event of a new entity</source>
        <translation>iniciar sagas precisa de &quot;creates&quot;: o estado e o evento de uma nova entidade</translation>
    </message>
    <message>
        <source>a transfer needs the service&apos;s &quot;accounts&quot;</source>
        <translation>uma transferência precisa das &quot;accounts&quot; do serviço</translation>
    </message>
    <message>
        <source>emitting an event needs a &quot;broker&quot;</source>
        <translation>emitir um evento precisa de um &quot;broker&quot;</translation>
    </message>
    <message>
        <source>uniform takes two whole numbers, [low, high]</source>
        <translation>&quot;uniform&quot; recebe dois números inteiros, [mínimo, máximo]</translation>
    </message>
    <message>
        <source>the high bound is below the low bound</source>
        <translation>o limite superior está abaixo do inferior</translation>
    </message>
    <message>
        <source>the bounds are whole numbers within +-9007199254740992</source>
        <translation>os limites são números inteiros dentro de +-9007199254740992</translation>
    </message>
    <message>
        <source>%1 belongs to a question: add &quot;ask&quot;</source>
        <translation>%1 pertence a uma pergunta: acrescente &quot;ask&quot;</translation>
    </message>
    <message>
        <source>a question cannot be empty</source>
        <translation>uma pergunta não pode ser vazia</translation>
    </message>
    <message>
        <source>a question needs its &quot;reveal&quot;: the answer shown when the class has predicted</source>
        <translation>uma pergunta precisa de seu &quot;reveal&quot;: a resposta mostrada depois que a turma previu</translation>
    </message>
    <message>
        <source>a question offers 2 to 6 choices</source>
        <translation>uma pergunta oferece de 2 a 6 alternativas</translation>
    </message>
    <message>
        <source>a number names one of the choices, and this question has none: give the answer in words</source>
        <translation>um número indica uma das alternativas, e esta pergunta não tem nenhuma: dê a resposta por extenso</translation>
    </message>
    <message>
        <source>the answer names choice %1 of %2 (the first is 1)</source>
        <translation>a resposta indica a alternativa %1 de %2 (a primeira é 1)</translation>
    </message>
    <message>
        <source>an answer cannot be empty</source>
        <translation>uma resposta não pode ser vazia</translation>
    </message>
    <message>
        <source>the answer must be one of the choices, word for word, or its number (1 for the first)</source>
        <translation>a resposta deve ser uma das alternativas, palavra por palavra, ou o seu número (1 para a primeira)</translation>
    </message>
    <message>
        <source>only a predict step (a note with &quot;ask&quot;) has an event that decides its answer</source>
        <translation>só uma etapa de previsão (uma nota com &quot;ask&quot;) tem um evento que decide sua resposta</translation>
    </message>
    <message>
        <source>a note needs &quot;at&quot; (a time) or &quot;on&quot; (the event it belongs to), one of them</source>
        <translation>uma nota precisa de &quot;at&quot; (um instante) ou de &quot;on&quot; (o evento a que pertence), um dos dois</translation>
    </message>
    <message>
        <source>that event is part of the scenario&apos;s setup (a starting row, traced before the run begins), and nothing goes before it: give the note &quot;at&quot;: &quot;0ms&quot;</source>
        <translation>esse evento faz parte da preparação do cenário (uma linha inicial, registrada antes de a execução começar), e nada vem antes dele: dê à nota &quot;at&quot;: &quot;0ms&quot;</translation>
    </message>
    <message>
        <source>a variant needs a name</source>
        <translation>uma variante precisa de um nome</translation>
    </message>
    <message>
        <source>a variant&apos;s name is one word of lower-case letters, digits and &apos;-&apos;</source>
        <translation>o nome de uma variante é uma só palavra de letras minúsculas, dígitos e &apos;-&apos;</translation>
    </message>
    <message>
        <source>another variant already has the name &quot;%1&quot;</source>
        <translation>outra variante já tem o nome &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;set&quot; is an object of PATH: value</source>
        <translation>&quot;set&quot; é um objeto de CAMINHO: valor</translation>
    </message>
    <message>
        <source>a variant sets plain values (text, numbers, true/false)</source>
        <translation>uma variante define valores simples (texto, números, true/false)</translation>
    </message>
    <message>
        <source>an exploration pins 0 to %1 faults a schedule</source>
        <translation>uma exploração fixa de 0 a %1 falhas por agenda</translation>
    </message>
    <message>
        <source>name at least one, or leave &quot;%1&quot; out</source>
        <translation>nomeie pelo menos um, ou omita &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a name cannot be empty</source>
        <translation>um nome não pode ser vazio</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is named twice</source>
        <translation>&quot;%1&quot; aparece duas vezes</translation>
    </message>
    <message>
        <source>unknown event kind &quot;%1&quot; (known: %2)</source>
        <translation>tipo de evento desconhecido &quot;%1&quot; (conhecidos: %2)</translation>
    </message>
    <message>
        <source>attempts count from 1</source>
        <translation>as tentativas contam a partir de 1</translation>
    </message>
    <message>
        <source>a count cannot be negative</source>
        <translation>uma contagem não pode ser negativa</translation>
    </message>
    <message>
        <source>a %1 expectation needs &quot;equals&quot;, &quot;atLeast&quot; or &quot;atMost&quot;</source>
        <translation>uma expectativa &quot;%1&quot; precisa de &quot;equals&quot;, &quot;atLeast&quot; ou &quot;atMost&quot;</translation>
    </message>
    <message>
        <source>use &quot;equals&quot; alone, or &quot;atLeast&quot;/&quot;atMost&quot;</source>
        <translation>use &quot;equals&quot; sozinho, ou &quot;atLeast&quot;/&quot;atMost&quot;</translation>
    </message>
    <message>
        <source>atLeast %1 is more than atMost %2: no count could pass</source>
        <translation>atLeast %1 é maior que atMost %2: nenhuma contagem passaria</translation>
    </message>
    <message>
        <source>unknown metric &quot;%1&quot; (%2)</source>
        <translation>métrica desconhecida &quot;%1&quot; (%2)</translation>
    </message>
    <message>
        <source>an order expectation lists at least two events</source>
        <translation>uma expectativa &quot;order&quot; lista pelo menos dois eventos</translation>
    </message>
    <message>
        <source>give &quot;size&quot; or a &quot;key&quot;, not both</source>
        <translation>dê &quot;size&quot; ou uma &quot;key&quot;, não os dois</translation>
    </message>
    <message>
        <source>give &quot;present&quot; or &quot;equals&quot;, not both</source>
        <translation>dê &quot;present&quot; ou &quot;equals&quot;, não os dois</translation>
    </message>
    <message>
        <source>an expectation has &quot;count&quot;, &quot;order&quot;, &quot;store&quot; or &quot;metric&quot;</source>
        <translation>uma expectativa tem &quot;count&quot;, &quot;order&quot;, &quot;store&quot; ou &quot;metric&quot;</translation>
    </message>
    <message>
        <source>wire headers are an object of header names and values</source>
        <translation>os cabeçalhos de &quot;wire&quot; são um objeto de nomes e valores de cabeçalho</translation>
    </message>
    <message>
        <source>unknown store &quot;%1&quot; (stores: %2)</source>
        <translation>repositório desconhecido &quot;%1&quot; (repositórios: %2)</translation>
    </message>
    <message>
        <source>unknown participant or store &quot;%1&quot;</source>
        <translation>participante ou repositório desconhecido &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown state &quot;%1&quot; of %2 (states: %3)</source>
        <translation>estado desconhecido &quot;%1&quot; de %2 (estados: %3)</translation>
    </message>
    <message>
        <source>unknown state &quot;%1&quot; (states: %2)</source>
        <translation>estado desconhecido &quot;%1&quot; (estados: %2)</translation>
    </message>
    <message>
        <source>no variant &quot;%1&quot; (this lesson has none)</source>
        <translation>nenhuma variante &quot;%1&quot; (esta lição não tem variantes)</translation>
    </message>
    <message>
        <source>no variant &quot;%1&quot; (known: %2)</source>
        <translation>nenhuma variante &quot;%1&quot; (conhecidas: %2)</translation>
    </message>
    <message>
        <source>the narrative has no such entry</source>
        <translation>a narrativa não tem essa entrada</translation>
    </message>
    <message>
        <source>the lesson has no value here</source>
        <translation>a lição não tem valor aqui</translation>
    </message>
    <message>
        <source>a new participant &quot;%1&quot;</source>
        <translation>um novo participante &quot;%1&quot;</translation>
    </message>
    <message>
        <source>rename %1 to %2</source>
        <translation>renomear %1 para %2</translation>
    </message>
    <message>
        <source>remove %1</source>
        <translation>remover %1</translation>
    </message>
    <message>
        <source>the lesson&apos;s name, title and summary</source>
        <translation>o nome, o título e o resumo da lição</translation>
    </message>
    <message>
        <source>%1 is not JSON: %2</source>
        <translation>%1 não é JSON: %2</translation>
    </message>
    <message>
        <source>a participant has that name already</source>
        <translation>já existe um participante com esse nome</translation>
    </message>
    <message>
        <source>rename or add a participant to change it</source>
        <translation>renomeie ou acrescente um participante para mudá-lo</translation>
    </message>
    <message>
        <source>no participant is called %1</source>
        <translation>nenhum participante se chama %1</translation>
    </message>
    <message>
        <source>a name is not empty and has no &quot;/&quot;</source>
        <translation>um nome não é vazio e não tem &quot;/&quot;</translation>
    </message>
    <message>
        <source>still named at %1; change those first</source>
        <translation>ainda citado em %1; mude esses lugares primeiro</translation>
    </message>
    <message>
        <source>still named at %1 and %2; change those first</source>
        <translation>ainda citado em %1 e %2; mude esses lugares primeiro</translation>
    </message>
    <message>
        <source>%1 (a new note)</source>
        <translation>%1 (uma nova nota)</translation>
    </message>
    <message>
        <source>%1 (a new expectation)</source>
        <translation>%1 (uma nova expectativa)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>o arquivo está vazio</translation>
    </message>
    <message>
        <source>not a Corrsim trace (the first line must say &quot;format&quot;: &quot;corrsim-trace&quot;)</source>
        <translation>não é um trace do Corrsim (a primeira linha deve dizer &quot;format&quot;: &quot;corrsim-trace&quot;)</translation>
    </message>
    <message>
        <source>this trace was written by a newer Corrsim (format version %1)</source>
        <translation>este trace foi escrito por um Corrsim mais novo (versão de formato %1)</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>esperava um número inteiro de %1 a %2</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>esperava texto</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>esperava true ou false</translation>
    </message>
    <message>
        <source>expected {&quot;owner&quot;: ..., &quot;final&quot;: [...]}</source>
        <translation>esperava {&quot;owner&quot;: ..., &quot;final&quot;: [...]}</translation>
    </message>
    <message>
        <source>expected a list of text</source>
        <translation>esperava uma lista de textos</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>esperava uma lista</translation>
    </message>
    <message>
        <source>each line is a JSON object</source>
        <translation>cada linha é um objeto JSON</translation>
    </message>
    <message>
        <source>expected &quot;uuid&quot; or &quot;decimal&quot;</source>
        <translation>esperava &quot;uuid&quot; ou &quot;decimal&quot;</translation>
    </message>
    <message>
        <source>a prefix of numbered IDs cannot end in a digit: its IDs would read back as others</source>
        <translation>um prefixo de IDs numerados não pode terminar em dígito: seus IDs seriam lidos de volta como outros</translation>
    </message>
    <message>
        <source>more than %1 ID spaces</source>
        <translation>mais de %1 espaços de IDs</translation>
    </message>
    <message>
        <source>each participant needs a name of its own</source>
        <translation>cada participante precisa de um nome só seu</translation>
    </message>
    <message>
        <source>more than %1 participants</source>
        <translation>mais de %1 participantes</translation>
    </message>
    <message>
        <source>each store needs a name of its own</source>
        <translation>cada repositório precisa de um nome só seu</translation>
    </message>
    <message>
        <source>no participant is called &quot;%1&quot;</source>
        <translation>nenhum participante se chama &quot;%1&quot;</translation>
    </message>
    <message>
        <source>more than %1 stores</source>
        <translation>mais de %1 repositórios</translation>
    </message>
    <message>
        <source>each line is one JSON object</source>
        <translation>cada linha é um único objeto JSON</translation>
    </message>
    <message>
        <source>no event carries a field of this name</source>
        <translation>nenhum evento tem um campo com este nome</translation>
    </message>
    <message>
        <source>this field twice</source>
        <translation>este campo duas vezes</translation>
    </message>
    <message>
        <source>every event has a kind</source>
        <translation>todo evento tem um tipo</translation>
    </message>
    <message>
        <source>unknown event kind &quot;%1&quot;</source>
        <translation>tipo de evento desconhecido &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 event carries no such field</source>
        <translation>o evento %1 não tem esse campo</translation>
    </message>
    <message>
        <source>every event has a time</source>
        <translation>todo evento tem um instante</translation>
    </message>
    <message>
        <source>a drop at a receiver that was down has no latencyUs</source>
        <translation>uma perda num destinatário fora do ar não tem latencyUs</translation>
    </message>
    <message>
        <source>expected %1, the event&apos;s place in the trace</source>
        <translation>esperava %1, a posição do evento no trace</translation>
    </message>
    <message>
        <source>no store is called &quot;%1&quot;</source>
        <translation>nenhum repositório se chama &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the trace needs more than %1 MB of memory to open</source>
        <translation>o trace precisa de mais de %1 MB de memória para abrir</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>não é JSON: %1</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>esperava um número inteiro</translation>
    </message>
    <message>
        <source>expected an object of fields</source>
        <translation>esperava um objeto de campos</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>esperava um número</translation>
    </message>
    <message>
        <source>a whole number beyond the largest a trace holds (2^63 - 1)</source>
        <translation>um número inteiro acima do maior que um trace guarda (2^63 - 1)</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; twice</source>
        <translation>o campo &quot;%1&quot; duas vezes</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is not text, a number or true/false</source>
        <translation>o campo &quot;%1&quot; não é texto, número nem true/false</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is beyond the largest whole number a trace holds</source>
        <translation>o campo &quot;%1&quot; passa do maior número inteiro que um trace guarda</translation>
    </message>
    <message>
        <source>a kind that does not exist</source>
        <translation>um tipo que não existe</translation>
    </message>
    <message>
        <source>expected a time from 0 to %1 us</source>
        <translation>esperava um instante de 0 a %1 us</translation>
    </message>
    <message>
        <source>time goes backwards here (a trace lists events in the order they happened)</source>
        <translation>o tempo volta para trás aqui (um trace lista os eventos na ordem em que aconteceram)</translation>
    </message>
    <message>
        <source>%1 event has no %2</source>
        <translation>o evento %1 não tem &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 event needs its store as &quot;peer&quot;</source>
        <translation>o evento %1 precisa do seu repositório como &quot;peer&quot;</translation>
    </message>
    <message>
        <source>%1 event needs an &quot;%2&quot;</source>
        <translation>o evento %1 precisa de &quot;%2&quot;</translation>
    </message>
    <message>
        <source>no participant of this trace has number %1</source>
        <translation>nenhum participante deste trace tem o número %1</translation>
    </message>
    <message>
        <source>no store of this trace has number %1</source>
        <translation>nenhum repositório deste trace tem o número %1</translation>
    </message>
    <message>
        <source>%1 event names no message</source>
        <translation>o evento %1 não indica nenhuma mensagem</translation>
    </message>
    <message>
        <source>an ID this trace cannot hold (of no space it declares, or a decimal 0)</source>
        <translation>um ID que este trace não pode guardar (de nenhum espaço que ele declara, ou um 0 decimal)</translation>
    </message>
    <message>
        <source>%1 event has no causation ID or key</source>
        <translation>o evento %1 não tem ID de causa nem chave</translation>
    </message>
    <message>
        <source>this kind has no number, not %1</source>
        <translation>este tipo não tem número, não %1</translation>
    </message>
    <message>
        <source>expected a time no later than the event&apos;s own (%1 to %2), not %3</source>
        <translation>esperava um instante não posterior ao do próprio evento (%1 a %2), não %3</translation>
    </message>
    <message>
        <source>expected a duration in microseconds (%1 to %2), not %3</source>
        <translation>esperava uma duração em microssegundos (%1 a %2), não %3</translation>
    </message>
    <message>
        <source>expected a duration no longer than the time so far (%1 to %2), not %3</source>
        <translation>esperava uma duração não maior que o tempo decorrido até aqui (%1 a %2), não %3</translation>
    </message>
    <message>
        <source>expected a time, or -1 for none (%1 to %2), not %3</source>
        <translation>esperava um instante, ou -1 para nenhum (%1 a %2), não %3</translation>
    </message>
    <message>
        <source>expected a count (%1 to %2), not %3</source>
        <translation>esperava uma contagem (%1 a %2), não %3</translation>
    </message>
    <message>
        <source>expected a name&apos;s number (%1 to %2), not %3</source>
        <translation>esperava o número de um nome (%1 a %2), não %3</translation>
    </message>
    <message>
        <source>expected 0 or 1, not %1</source>
        <translation>esperava 0 ou 1, não %1</translation>
    </message>
    <message>
        <source>a name that does not exist</source>
        <translation>um nome que não existe</translation>
    </message>
    <message>
        <source>a record that does not exist</source>
        <translation>um registro que não existe</translation>
    </message>
    <message>
        <source>%1 event is never marked %2</source>
        <translation>o evento %1 nunca é marcado &quot;%2&quot;</translation>
    </message>
    <message>
        <source>flags that do not exist</source>
        <translation>marcas que não existem</translation>
    </message>
    <message>
        <source>a %1</source>
        <translation>&quot;%1&quot;</translation>
    </message>
    <message>
        <source>an %1</source>
        <translation>&quot;%1&quot;</translation>
    </message>
    <message>
        <source>a field whose name does not exist</source>
        <translation>um campo cujo nome não existe</translation>
    </message>
    <message>
        <source>a field of no value that holds one</source>
        <translation>um campo sem valor que guarda um valor</translation>
    </message>
    <message>
        <source>a field whose number is not finite (JSON has no NaN or infinity)</source>
        <translation>um campo cujo número não é finito (JSON não tem NaN nem infinito)</translation>
    </message>
    <message>
        <source>a field whose text does not exist</source>
        <translation>um campo cujo texto não existe</translation>
    </message>
    <message>
        <source>a field whose ID is none this trace can hold (of no space it declares, or a decimal 0)</source>
        <translation>um campo cujo ID este trace não pode guardar (de nenhum espaço que ele declara, ou um 0 decimal)</translation>
    </message>
    <message>
        <source>a field whose true/false is neither</source>
        <translation>um campo cujo true/false não é nenhum dos dois</translation>
    </message>
    <message>
        <source>a field of a type that no run writes</source>
        <translation>um campo de um tipo que nenhuma execução escreve</translation>
    </message>
    <message>
        <source>a name that is not UTF-8 text</source>
        <translation>um nome que não é texto UTF-8</translation>
    </message>
    <message>
        <source>the file ends too early: it was cut short, or it is not a Corrsim trace</source>
        <translation>o arquivo termina cedo demais: foi cortado, ou não é um trace do Corrsim</translation>
    </message>
    <message>
        <source>the file says it holds %1 %2, more than it has bytes for</source>
        <translation>o arquivo diz que guarda %1 %2, mais do que cabe nos seus bytes</translation>
    </message>
    <message>
        <source>the file says it holds %1 %2, more than a trace may hold</source>
        <translation>o arquivo diz que guarda %1 %2, mais do que um trace pode guardar</translation>
    </message>
    <message>
        <source>header bytes</source>
        <translation>bytes de cabeçalho</translation>
    </message>
    <message>
        <source>names</source>
        <translation>nomes</translation>
    </message>
    <message>
        <source>bytes of a name</source>
        <translation>bytes de um nome</translation>
    </message>
    <message>
        <source>records</source>
        <translation>registros</translation>
    </message>
    <message>
        <source>record fields</source>
        <translation>campos de registros</translation>
    </message>
    <message>
        <source>events</source>
        <translation>eventos</translation>
    </message>
    <message>
        <source>not a binary Corrsim trace (it must start with CORRSIMB)</source>
        <translation>não é um trace binário do Corrsim (deve começar com CORRSIMB)</translation>
    </message>
    <message>
        <source>this trace was written by a newer Corrsim (binary format version %1)</source>
        <translation>este trace foi escrito por um Corrsim mais novo (versão %1 do formato binário)</translation>
    </message>
    <message>
        <source>the header is not JSON: %1</source>
        <translation>o cabeçalho não é JSON: %1</translation>
    </message>
    <message>
        <source>the header must say &quot;format&quot;: &quot;corrsim-trace-binary&quot;</source>
        <translation>o cabeçalho deve dizer &quot;format&quot;: &quot;corrsim-trace-binary&quot;</translation>
    </message>
    <message>
        <source>name %1 is longer than the %2 MB a trace holds</source>
        <translation>o nome %1 passa dos %2 MB que um trace guarda</translation>
    </message>
    <message>
        <source>name %1: %2</source>
        <translation>nome %1: %2</translation>
    </message>
    <message>
        <source>name %1 appears twice</source>
        <translation>o nome %1 aparece duas vezes</translation>
    </message>
    <message>
        <source>a record with no fields (the empty record is record 0)</source>
        <translation>um registro sem campos (o registro vazio é o registro 0)</translation>
    </message>
    <message>
        <source>a field with a section or type that does not exist</source>
        <translation>um campo com uma seção ou um tipo que não existe</translation>
    </message>
    <message>
        <source>record %1 has the field &quot;%2&quot; twice</source>
        <translation>o registro %1 tem o campo &quot;%2&quot; duas vezes</translation>
    </message>
    <message>
        <source>event %1 has %2</source>
        <translation>o evento %1 tem %2</translation>
    </message>
    <message>
        <source>event %1 (%2): %3</source>
        <translation>evento %1 (%2): %3</translation>
    </message>
    <message>
        <source>event %1 (%2), %3: %4</source>
        <translation>evento %1 (%2), &quot;%3&quot;: %4</translation>
    </message>
    <message>
        <source>the trace does not end where its counts say it does</source>
        <translation>o trace não termina onde suas contagens dizem</translation>
    </message>
    <message>
        <source>its bytes have checksum %1, not the %2 it ends with: a byte changed after it was written</source>
        <translation>seus bytes têm soma de verificação %1, não a %2 com que ele termina: um byte mudou depois de escrito</translation>
    </message>
    <message>
        <source>bytes follow the end of the trace</source>
        <translation>há bytes depois do fim do trace</translation>
    </message>
    <message>
        <source>a line of more than %1 MB: this is not a Corrsim trace</source>
        <translation>uma linha de mais de %1 MB: isto não é um trace do Corrsim</translation>
    </message>
    <message>
        <source>more than 2^31 lines: this is not a Corrsim trace</source>
        <translation>mais de 2^31 linhas: isto não é um trace do Corrsim</translation>
    </message>
    <message>
        <source>the compressed data ends early: the file was cut short</source>
        <translation>os dados comprimidos terminam cedo: o arquivo foi cortado</translation>
    </message>
    <message>
        <source>the compressed data is damaged (%1): the file was changed after it was written</source>
        <translation>os dados comprimidos estão danificados (%1): o arquivo foi alterado depois de escrito</translation>
    </message>
    <message>
        <source>on line %1: %2</source>
        <translation>na linha %1: %2</translation>
    </message>
    <message>
        <source>this is OTLP as protobuf (length-prefixed), not JSON: Corrsim reads OTLP JSON (set the collector&apos;s file exporter to format: json)</source>
        <translation>isto é OTLP em protobuf (prefixado pelo tamanho), não JSON: o Corrsim lê OTLP JSON (configure o exportador de arquivo do coletor com format: json)</translation>
    </message>
    <message>
        <source>not a trace Corrsim can import: expected OTLP JSON ({&quot;resourceSpans&quot;: ...} per line), Jaeger JSON ({&quot;data&quot;: [...]}) or Zipkin v2 JSON (a list of spans)</source>
        <translation>não é um trace que o Corrsim possa importar: esperava OTLP JSON ({&quot;resourceSpans&quot;: ...} por linha), Jaeger JSON ({&quot;data&quot;: [...]}) ou Zipkin v2 JSON (uma lista de spans)</translation>
    </message>
    <message>
        <source>it holds more than %1 MiB of spans, more than this import may take</source>
        <translation>ele tem mais de %1 MiB de spans, mais do que esta importação aceita</translation>
    </message>
    <message>
        <source>the gzip data is damaged: %1</source>
        <translation>os dados gzip estão danificados: %1</translation>
    </message>
    <message>
        <source>each line of this file is one %1 message, and this one is not</source>
        <translation>cada linha deste arquivo é uma mensagem %1, e esta não é</translation>
    </message>
    <message>
        <source>expected a list of spans</source>
        <translation>esperava uma lista de spans</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>esperava um objeto</translation>
    </message>
    <message>
        <source>expected a whole number (as a number or as text) from 0 to 2^63-1</source>
        <translation>esperava um número inteiro (como número ou como texto) de 0 a 2^63-1</translation>
    </message>
    <message>
        <source>expected a time in microseconds, up to the year 2262</source>
        <translation>esperava um instante em microssegundos, até o ano de 2262</translation>
    </message>
    <message>
        <source>expected a %1-byte ID, as hex or base64</source>
        <translation>esperava um ID de %1 bytes, em hexadecimal ou base64</translation>
    </message>
    <message>
        <source>an all-zero ID names nothing</source>
        <translation>um ID todo de zeros não indica nada</translation>
    </message>
    <message>
        <source>a span has a &quot;%1&quot;</source>
        <translation>um span tem &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a span kind, 0 to 5 or its name</source>
        <translation>esperava um tipo de span, de 0 a 5 ou seu nome</translation>
    </message>
    <message>
        <source>an attribute has a &quot;key&quot;</source>
        <translation>um atributo tem &quot;key&quot;</translation>
    </message>
    <message>
        <source>a span has a trace ID and a span ID</source>
        <translation>um span tem um ID de trace e um ID de span</translation>
    </message>
    <message>
        <source>a link has a &quot;traceId&quot; and a &quot;spanId&quot;</source>
        <translation>um link tem &quot;traceId&quot; e &quot;spanId&quot;</translation>
    </message>
    <message>
        <source>a span has a &quot;traceID&quot; and a &quot;spanID&quot;</source>
        <translation>um span tem &quot;traceID&quot; e &quot;spanID&quot;</translation>
    </message>
    <message>
        <source>a tag has a &quot;key&quot;</source>
        <translation>uma tag tem &quot;key&quot;</translation>
    </message>
    <message>
        <source>a reference has a &quot;traceID&quot; and a &quot;spanID&quot;</source>
        <translation>uma referência tem &quot;traceID&quot; e &quot;spanID&quot;</translation>
    </message>
    <message>
        <source>a span has a &quot;traceId&quot; and an &quot;id&quot;</source>
        <translation>um span tem &quot;traceId&quot; e &quot;id&quot;</translation>
    </message>
    <message>
        <source>span %1 (%2) starts more than %3 after span %4: too far apart to be drawn as one run</source>
        <translation>o span %1 (%2) começa mais de %3 depois do span %4: distantes demais para serem desenhados como uma só execução</translation>
    </message>
    <message>
        <source>span %1 of trace %2 is its own ancestor: the spans&apos; parents form a loop</source>
        <translation>o span %1 do trace %2 é ancestral de si mesmo: os pais dos spans formam um ciclo</translation>
    </message>
    <message>
        <source>it is not a trace another tool recorded: a scenario&apos;s own run is modelled by its scenario</source>
        <translation>não é um trace gravado por outra ferramenta: a execução de um cenário é modelada pelo próprio cenário</translation>
    </message>
    <message>
        <source>%1 sends requests to %2 and to %3: corrsim model makes a requester of one service for now</source>
        <translation>%1 envia requisições para %2 e para %3: por enquanto o corrsim model faz um requisitante de um só serviço</translation>
    </message>
    <message>
        <source>no request in it was answered where a span shows which request a reply was taken for, and no span named as an effect (--effect-span) acted on a message: corrsim model makes request/reply scenarios and consumers with effects for now</source>
        <translation>nenhuma requisição nele foi respondida onde um span mostre para qual requisição uma resposta foi tomada, e nenhum span indicado como efeito (--effect-span) agiu sobre uma mensagem: por enquanto o corrsim model faz cenários de requisição/resposta e consumidores com efeitos</translation>
    </message>
    <message>
        <source>byte %1</source>
        <translation>byte %1</translation>
    </message>
    <message>
        <source>compressed byte %1</source>
        <translation>byte comprimido %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n schedules, %2</source>
        <translation>
            <numerusform>%1: %n agenda, %2</numerusform>
            <numerusform>%1: %n agendas, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %n faults (%1)</source>
        <translation>
            <numerusform>até %n falha (%1)</numerusform>
            <numerusform>até %n falhas (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>, shard %1 of %2</source>
        <translation>, fatia %1 de %2</translation>
    </message>
    <message numerus="yes">
        <source>; stopped at %n faults, where the first violation is</source>
        <translation>
            <numerusform>; parou em %n falha, onde está a primeira violação</numerusform>
            <numerusform>; parou em %n falhas, onde está a primeira violação</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; stopped at %n faults, where the first violation is (NOT all of that level was run: --max-schedules %1 left some unrun)</source>
        <translation>
            <numerusform>; parou em %n falha, onde está a primeira violação (NEM todo esse nível foi executado: --max-schedules %1 deixou alguns de fora)</numerusform>
            <numerusform>; parou em %n falhas, onde está a primeira violação (NEM todo esse nível foi executado: --max-schedules %1 deixou alguns de fora)</numerusform>
        </translation>
    </message>
    <message>
        <source>, explored exhaustively</source>
        <translation>, explorado por completo</translation>
    </message>
    <message>
        <source>, NOT explored exhaustively: its memory budget stopped it (below)</source>
        <translation>, NÃO explorado por completo: seu orçamento de memória o parou (abaixo)</translation>
    </message>
    <message>
        <source>, NOT explored exhaustively: --max-schedules %1 left some unrun</source>
        <translation>, NÃO explorado por completo: --max-schedules %1 deixou alguns de fora</translation>
    </message>
    <message numerus="yes">
        <source>, NOT explored exhaustively: %n runs stopped before their end (below)</source>
        <translation>
            <numerusform>, NÃO explorado por completo: %n execução parou antes do fim (abaixo)</numerusform>
            <numerusform>, NÃO explorado por completo: %n execuções pararam antes do fim (abaixo)</numerusform>
        </translation>
    </message>
    <message>
        <source>, NOT explored exhaustively: stopped before the bound</source>
        <translation>, NÃO explorado por completo: parou antes do limite</translation>
    </message>
    <message numerus="yes">
        <source>%n outcomes (an end state and the checks it breaks); %1</source>
        <translation>
            <numerusform>%n desfecho (um estado final e as verificações que ele quebra); %1</numerusform>
            <numerusform>%n desfechos (um estado final e as verificações que ele quebra); %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n schedules not expanded (the same run as another)</source>
        <translation>
            <numerusform>%n agenda não expandida (a mesma execução que outra)</numerusform>
            <numerusform>%n agendas não expandidas (a mesma execução que outra)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n schedules not run: each starts from the state an earlier one started from, with the same past and fault, and ends as it did%1</source>
        <translation>
            <numerusform>%n agenda não executada: parte do estado de que uma anterior partiu, com o mesmo passado e a mesma falha, e termina como ela%1</numerusform>
            <numerusform>%n agendas não executadas: cada uma parte do estado de que uma anterior partiu, com o mesmo passado e a mesma falha, e termina como ela%1</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 of them like one with fewer faults: a fault that healed)</source>
        <translation> (%1 delas como uma com menos falhas: uma falha que sarou)</translation>
    </message>
    <message numerus="yes">
        <source>%n runs stopped before their end (--max-events, or the virtual clock&apos;s limit) and are not judged, nor is what would follow them</source>
        <translation>
            <numerusform>%n execução parou antes do fim (--max-events, ou o limite do relógio virtual) e não é julgada, nem o que viria depois dela</numerusform>
            <numerusform>%n execuções pararam antes do fim (--max-events, ou o limite do relógio virtual) e não são julgadas, nem o que viria depois delas</numerusform>
        </translation>
    </message>
    <message>
        <source>STOPPED before the bound: %1</source>
        <translation>PAROU antes do limite: %1</translation>
    </message>
    <message numerus="yes">
        <source>the exploration&apos;s own memory (%1 schedules to expand, %2 runs seen, %3 starts kept: %4 MB) passed --max-memory-mb %5 after %n faults</source>
        <translation>
            <numerusform>a memória da própria exploração (%1 agendas a expandir, %2 execuções vistas, %3 inícios guardados: %4 MB) passou de --max-memory-mb %5 após %n falha</numerusform>
            <numerusform>a memória da própria exploração (%1 agendas a expandir, %2 execuções vistas, %3 inícios guardados: %4 MB) passou de --max-memory-mb %5 após %n falhas</numerusform>
        </translation>
    </message>
    <message>
        <source>shard %1: %2</source>
        <translation>fatia %1: %2</translation>
    </message>
    <message>
        <source>%1: violated by %2 of %3</source>
        <translation>%1: violada por %2 de %3</translation>
    </message>
    <message>
        <source>%1: held in every schedule judged (%2 of %3)</source>
        <translation>%1: valeu em toda agenda julgada (%2 de %3)</translation>
    </message>
    <message>
        <source>%1: held in every schedule</source>
        <translation>%1: valeu em toda agenda</translation>
    </message>
    <message>
        <source>The scenario breaks %1 before explore adds any fault: %2</source>
        <translation>O cenário quebra %1 antes que o explore acrescente qualquer falha: %2</translation>
    </message>
    <message numerus="yes">
        <source>Shortest counterexample (B, %n faults): %1</source>
        <translation>
            <numerusform>Contraexemplo mais curto (B, %n falha): %1</numerusform>
            <numerusform>Contraexemplo mais curto (B, %n falhas): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>breaks %1: %2</source>
        <translation>quebra %1: %2</translation>
    </message>
    <message>
        <source>repeat it: %1</source>
        <translation>repita-o: %1</translation>
    </message>
    <message>
        <source>Nearest passing schedule (A): %1</source>
        <translation>Agenda aprovada mais próxima (A): %1</translation>
    </message>
    <message>
        <source>no fault</source>
        <translation>nenhuma falha</translation>
    </message>
    <message>
        <source>the send at event %1</source>
        <translation>a mensagem enviada no evento %1</translation>
    </message>
    <message>
        <source>the %1 from %2 to %3 sent at %4 (event %5)</source>
        <translation>a %1 de %2 para %3 enviada em %4 (evento %5)</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>o evento %1</translation>
    </message>
    <message>
        <source>its %1 at %2 (event %3)</source>
        <translation>seu %1 em %2 (evento %3)</translation>
    </message>
    <message>
        <source>%1, dropped</source>
        <translation>%1, descartada</translation>
    </message>
    <message>
        <source>%1, duplicated</source>
        <translation>%1, duplicada</translation>
    </message>
    <message>
        <source>%1, delayed by %2</source>
        <translation>%1, atrasada em %2</translation>
    </message>
    <message>
        <source>%1, delivered after the next message on its link</source>
        <translation>%1, entregue depois da mensagem seguinte no seu enlace</translation>
    </message>
    <message>
        <source>%1 crashed right after %2</source>
        <translation>%1 caiu logo após %2</translation>
    </message>
    <message>
        <source>%1 crashed right after %2, back %3 later</source>
        <translation>%1 caiu logo após %2, de volta %3 depois</translation>
    </message>
    <message>
        <source>; then %1</source>
        <translation>; depois %1</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - %2</source>
        <translation>erro de sintaxe ao ler %1 - %2</translation>
    </message>
    <message>
        <source>syntax error while parsing %1 - %2; expected %3</source>
        <translation>erro de sintaxe ao ler %1 - %2; esperava-se %3</translation>
    </message>
    <message>
        <source>value</source>
        <translation>um valor</translation>
    </message>
    <message>
        <source>object key</source>
        <translation>a chave de um objeto</translation>
    </message>
    <message>
        <source>object separator</source>
        <translation>o separador de um objeto</translation>
    </message>
    <message>
        <source>array</source>
        <translation>uma lista</translation>
    </message>
    <message>
        <source>object</source>
        <translation>um objeto</translation>
    </message>
    <message>
        <source>unexpected %1</source>
        <translation>não se esperava %1</translation>
    </message>
    <message>
        <source>%1; last read: &apos;%2&apos;</source>
        <translation>%1; última leitura: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>true literal</source>
        <translation>o literal true</translation>
    </message>
    <message>
        <source>false literal</source>
        <translation>o literal false</translation>
    </message>
    <message>
        <source>null literal</source>
        <translation>o literal null</translation>
    </message>
    <message>
        <source>string literal</source>
        <translation>um texto entre aspas</translation>
    </message>
    <message>
        <source>number literal</source>
        <translation>um número</translation>
    </message>
    <message>
        <source>end of input</source>
        <translation>o fim do texto</translation>
    </message>
    <message>
        <source>&apos;[&apos;, &apos;{&apos;, or a literal</source>
        <translation>&apos;[&apos;, &apos;{&apos; ou um literal</translation>
    </message>
    <message>
        <source>invalid string: ill-formed UTF-8 byte</source>
        <translation>texto inválido: byte UTF-8 malformado</translation>
    </message>
    <message>
        <source>invalid string: missing closing quote</source>
        <translation>texto inválido: faltam as aspas de fechamento</translation>
    </message>
    <message>
        <source>invalid string: &apos;\u&apos; must be followed by 4 hex digits</source>
        <translation>texto inválido: &apos;\u&apos; deve ser seguido de 4 dígitos hexadecimais</translation>
    </message>
    <message>
        <source>invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF</source>
        <translation>texto inválido: o substituto U+D800..U+DBFF deve ser seguido de U+DC00..U+DFFF</translation>
    </message>
    <message>
        <source>invalid string: surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF</source>
        <translation>texto inválido: o substituto U+DC00..U+DFFF deve vir depois de U+D800..U+DBFF</translation>
    </message>
    <message>
        <source>invalid string: forbidden character after backslash</source>
        <translation>texto inválido: caractere proibido depois da barra invertida</translation>
    </message>
    <message>
        <source>invalid string: control character %1 must be escaped to %2</source>
        <translation>texto inválido: o caractere de controle %1 deve ser escrito como %2</translation>
    </message>
    <message>
        <source>invalid string: control character %1 must be escaped to %2 or %3</source>
        <translation>texto inválido: o caractere de controle %1 deve ser escrito como %2 ou %3</translation>
    </message>
    <message>
        <source>invalid comment; missing closing &apos;*/&apos;</source>
        <translation>comentário inválido; falta o &apos;*/&apos; de fechamento</translation>
    </message>
    <message>
        <source>invalid comment; expecting &apos;/&apos; or &apos;*&apos; after &apos;/&apos;</source>
        <translation>comentário inválido; esperava-se &apos;/&apos; ou &apos;*&apos; depois de &apos;/&apos;</translation>
    </message>
    <message>
        <source>invalid number; expected digit after &apos;-&apos;</source>
        <translation>número inválido; esperava-se um dígito depois de &apos;-&apos;</translation>
    </message>
    <message>
        <source>invalid number; expected digit after &apos;.&apos;</source>
        <translation>número inválido; esperava-se um dígito depois de &apos;.&apos;</translation>
    </message>
    <message>
        <source>invalid number; expected digit after exponent sign</source>
        <translation>número inválido; esperava-se um dígito depois do sinal do expoente</translation>
    </message>
    <message>
        <source>invalid number; expected &apos;+&apos;, &apos;-&apos;, or digit after exponent</source>
        <translation>número inválido; esperava-se &apos;+&apos;, &apos;-&apos; ou um dígito depois do expoente</translation>
    </message>
    <message>
        <source>invalid literal</source>
        <translation>literal inválido</translation>
    </message>
    <message>
        <source>invalid BOM; must be 0xEF 0xBB 0xBF if given</source>
        <translation>BOM inválido; se houver, deve ser 0xEF 0xBB 0xBF</translation>
    </message>
    <message>
        <source>missing: this is not a file `corrsim explore --out` wrote</source>
        <translation>ausente: este não é um arquivo escrito por `corrsim explore --out`</translation>
    </message>
    <message>
        <source>must be a whole number of 0 or more</source>
        <translation>deve ser um número inteiro, 0 ou mais</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>deve ser um texto</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>deve ser true ou false</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>deve ser uma lista</translation>
    </message>
    <message>
        <source>must be a duration above zero</source>
        <translation>deve ser uma duração maior que zero</translation>
    </message>
    <message>
        <source>is not a fault explore pins</source>
        <translation>não é uma falha que o explore fixa</translation>
    </message>
    <message>
        <source>is not &quot;corrsim-explore&quot;: this is not a file `corrsim explore --out` wrote</source>
        <translation>não é &quot;corrsim-explore&quot;: este não é um arquivo escrito por `corrsim explore --out`</translation>
    </message>
    <message>
        <source>this version of Corrsim reads version 1</source>
        <translation>esta versão do Corrsim lê a versão 1</translation>
    </message>
    <message>
        <source>must be from 1 to %1</source>
        <translation>deve ser de 1 a %1</translation>
    </message>
    <message>
        <source>must be below &quot;shards&quot;</source>
        <translation>deve ser menor que &quot;shards&quot;</translation>
    </message>
    <message>
        <source>must be at most &quot;sameStateSkipped&quot; (they are some of those)</source>
        <translation>deve ser no máximo &quot;sameStateSkipped&quot; (são parte deles)</translation>
    </message>
    <message>
        <source>must have one count per check</source>
        <translation>deve ter uma contagem por verificação</translation>
    </message>
    <message>
        <source>must be at most the level&apos;s &quot;schedules&quot; (%1)</source>
        <translation>deve ser no máximo o &quot;schedules&quot; do nível (%1)</translation>
    </message>
    <message>
        <source>must be the levels&apos; schedules added up (%1)</source>
        <translation>deve ser a soma das agendas dos níveis (%1)</translation>
    </message>
    <message>
        <source>must be 16 hex digits</source>
        <translation>deve ter 16 dígitos hexadecimais</translation>
    </message>
    <message>
        <source>has more levels than &quot;levels&quot;</source>
        <translation>tem mais níveis que &quot;levels&quot;</translation>
    </message>
    <message>
        <source>is not one of &quot;checks&quot;</source>
        <translation>não está entre as &quot;checks&quot;</translation>
    </message>
    <message>
        <source>is not what the outcomes reached on this level (%1)</source>
        <translation>não é o que os resultados alcançaram neste nível (%1)</translation>
    </message>
    <message>
        <source>is not what the outcomes that break each check count on this level</source>
        <translation>não é o que os resultados que violam cada verificação contam neste nível</translation>
    </message>
    <message>
        <source>the run stopped at t=%1: it used its budget of %2 events (--max-events N raises it)</source>
        <translation>a execução parou em t=%1: usou seu orçamento de %2 eventos (--max-events N o aumenta)</translation>
    </message>
    <message>
        <source>the run stopped at t=%1: it reached its memory budget of %2 MB (--max-memory-mb N raises it)</source>
        <translation>a execução parou em t=%1: atingiu seu orçamento de memória de %2 MB (--max-memory-mb N o aumenta)</translation>
    </message>
    <message>
        <source>the run stopped at t=%1: virtual time would pass its limit of about 31.7 years</source>
        <translation>a execução parou em t=%1: o tempo virtual passaria do seu limite de cerca de 31,7 anos</translation>
    </message>
    <message>
        <source>the run was cancelled at t=%1</source>
        <translation>a execução foi cancelada em t=%1</translation>
    </message>
    <message>
        <source>no shards to merge</source>
        <translation>não há fatias para juntar</translation>
    </message>
    <message>
        <source>%1 results given for an exploration in %2 shards: each shard once</source>
        <translation>%1 resultados dados para uma exploração em %2 fatias: cada fatia uma vez</translation>
    </message>
    <message>
        <source>these are not shards of one exploration: their bounds, checks or shard counts differ</source>
        <translation>estas não são fatias de uma mesma exploração: seus limites, verificações ou números de fatias diferem</translation>
    </message>
    <message>
        <source>these shards were written by two versions of Corrsim (only some say their unfaulted run&apos;s fingerprint): explore them again with one</source>
        <translation>estas fatias foram escritas por duas versões do Corrsim (só algumas dizem a impressão digital da execução sem falhas): explore-as de novo com uma só</translation>
    </message>
    <message>
        <source>these are not shards of one exploration: the run with no fault differs (fingerprints %1 and %2): was the scenario changed between two shards?</source>
        <translation>estas não são fatias de uma mesma exploração: a execução sem falhas difere (impressões digitais %1 e %2): o cenário mudou entre duas fatias?</translation>
    </message>
    <message>
        <source>shard %1 is given twice</source>
        <translation>a fatia %1 foi dada duas vezes</translation>
    </message>
    <message>
        <source>a quoted cell is not closed</source>
        <translation>uma célula entre aspas não foi fechada</translation>
    </message>
    <message>
        <source>not a table corrsim sweep writes: its header is run,seed, the swept paths, fingerprint,passed, the expectations and metrics, and sweep last</source>
        <translation>não é uma tabela que o corrsim sweep escreve: seu cabeçalho é run,seed, os caminhos varridos, fingerprint,passed, as expectativas e métricas, e sweep por último</translation>
    </message>
    <message>
        <source>a row needs a run number and as many cells as the header (%1)</source>
        <translation>uma linha precisa de um número de execução e de tantas células quanto o cabeçalho (%1)</translation>
    </message>
    <message>
        <source>the cell %1 must be a seed (a whole number), not &quot;%2&quot;</source>
        <translation>a célula %1 deve ser uma semente (um número inteiro), não &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the cell %1 must be true or false, not &quot;%2&quot;</source>
        <translation>a célula %1 deve ser true ou false, não &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the cell %1 must be a number, or nothing, not &quot;%2&quot;</source>
        <translation>a célula %1 deve ser um número, ou nada, não &quot;%2&quot;</translation>
    </message>
    <message>
        <source>its columns differ from %1&apos;s: not shards of one sweep</source>
        <translation>suas colunas diferem das de %1: não são fatias de uma mesma varredura</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>execução %1</translation>
    </message>
    <message>
        <source>is from another sweep (%1, not %2): other seeds, values or scenario</source>
        <translation>é de outra varredura (%1, não %2): outras sementes, valores ou cenário</translation>
    </message>
    <message>
        <source>is in %1 too</source>
        <translation>também está em %1</translation>
    </message>
    <message numerus="yes">
        <source>runs %1 are in none of %2: merge every shard of the sweep</source>
        <translation>
            <numerusform>a execução %1 não está em nenhum dos arquivos %2: junte todas as fatias da varredura</numerusform>
            <numerusform>as execuções %1 não estão em nenhum dos arquivos %2: junte todas as fatias da varredura</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>runs %1 of %2 are in none of %3: merge every shard of the sweep</source>
        <translation>
            <numerusform>a execução %1 de %2 não está em nenhum dos arquivos %3: junte todas as fatias da varredura</numerusform>
            <numerusform>as execuções %1 de %2 não estão em nenhum dos arquivos %3: junte todas as fatias da varredura</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>, %1</translation>
    </message>
    <message>
        <source>, %1 to %2</source>
        <translation>, %1 a %2</translation>
    </message>
</context>
<context>
    <name>ImportedChecks</name>
    <message>
        <source>&lt;b&gt;Checks the spans can decide&lt;/b&gt;</source>
        <translation>&lt;b&gt;Verificações que os spans podem decidir&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Held: %1</source>
        <translation>Cumprida: %1</translation>
    </message>
    <message>
        <source>Broken: %1</source>
        <translation>Violada: %1</translation>
    </message>
    <message>
        <source>Unknown: %1</source>
        <translation>Indefinida: %1</translation>
    </message>
    <message>
        <source>… 1 more check, shown once the spans have decided it</source>
        <translation>… mais 1 verificação, exibida quando os spans a tiverem decidido</translation>
    </message>
    <message>
        <source>… %1 more checks, each shown once the spans have decided it</source>
        <translation>… mais %1 verificações, cada uma exibida quando os spans a tiverem decidido</translation>
    </message>
</context>
<context>
    <name>Invariants</name>
    <message>
        <source>money is conserved</source>
        <translation>o dinheiro é conservado</translation>
    </message>
    <message>
        <source>no account is overdrawn</source>
        <translation>nenhuma conta fica no negativo</translation>
    </message>
    <message>
        <source>every saga ends, or the summary says why it did not</source>
        <translation>toda saga termina, ou o resumo diz por que não terminou</translation>
    </message>
    <message>
        <source>no effect is applied twice while every consumer&apos;s inbox remembers the message</source>
        <translation>nenhum efeito é aplicado duas vezes enquanto a inbox de cada consumidor se lembra da mensagem</translation>
    </message>
    <message>
        <source>every state written is one its writer declares</source>
        <translation>todo estado gravado foi declarado por quem o grava</translation>
    </message>
    <message>
        <source>every store entry is matched, expired, or still listed</source>
        <translation>toda entrada de repositório é correspondida, expira ou continua listada</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>&lt;b&gt;Expectations&lt;/b&gt;</source>
        <translation>&lt;b&gt;Expectativas&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>LessonProblemText</name>
    <message>
        <source>the lesson</source>
        <translation>a lição</translation>
    </message>
</context>
<context>
    <name>MomentWords</name>
    <message>
        <source>stored</source>
        <translation>gravado</translation>
    </message>
    <message>
        <source>found</source>
        <translation>encontrado</translation>
    </message>
    <message>
        <source>get found nothing</source>
        <translation>a leitura não encontrou nada</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>removido</translation>
    </message>
    <message>
        <source>remove found nothing</source>
        <translation>a remoção não encontrou nada</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>perdida na rede</translation>
    </message>
    <message>
        <source>remove found nothing: OK anyway</source>
        <translation>a remoção não encontrou nada: OK mesmo assim</translation>
    </message>
    <message>
        <source>TTL passed</source>
        <translation>TTL vencido</translation>
    </message>
    <message>
        <source>swept</source>
        <translation>varrido</translation>
    </message>
    <message>
        <source>duplicate ignored (inbox)</source>
        <translation>duplicata ignorada (inbox)</translation>
    </message>
    <message>
        <source>duplicate rolled back (inbox)</source>
        <translation>duplicata desfeita (inbox)</translation>
    </message>
    <message>
        <source>rolled back: balance spent</source>
        <translation>desfeito: saldo já gasto</translation>
    </message>
    <message>
        <source>never published</source>
        <translation>nunca publicado</translation>
    </message>
    <message>
        <source>crash between the two writes</source>
        <translation>queda entre as duas gravações</translation>
    </message>
    <message>
        <source>404: already claimed</source>
        <translation>404: já reivindicada</translation>
    </message>
    <message>
        <source>404: claim lost to another copy</source>
        <translation>404: reivindicação perdida para outra cópia</translation>
    </message>
    <message>
        <source>404: lost in a restart</source>
        <translation>404: perdida num reinício</translation>
    </message>
    <message>
        <source>404: expired and swept</source>
        <translation>404: expirada e varrida</translation>
    </message>
    <message>
        <source>404: unknown correlation ID</source>
        <translation>404: ID de correlação desconhecido</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>queda</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>reinício</translation>
    </message>
    <message>
        <source>%1 written again</source>
        <extracomment>PAID written again</extracomment>
        <translation>%1 gravado de novo</translation>
    </message>
</context>
<context>
    <name>NoteWords</name>
    <message>
        <source>Predict:</source>
        <translation>Previsão:</translation>
    </message>
    <message>
        <source>Space, PageDown or →: reveal</source>
        <translation>Espaço, PageDown ou →: revelar</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Resposta:</translation>
    </message>
    <message>
        <source>Play on (Space) to see it happen at %1.</source>
        <translation>Continue (Espaço) para ver acontecer em %1.</translation>
    </message>
    <message>
        <source>Play on (Space) to see it happen.</source>
        <translation>Continue (Espaço) para ver acontecer.</translation>
    </message>
    <message>
        <source>It happens here, at %1.</source>
        <translation>Acontece aqui, em %1.</translation>
    </message>
</context>
<context>
    <name>ParameterDocs</name>
    <message>
        <source>`[{&quot;name&quot;, &quot;partitions&quot;}]`</source>
        <translation>`[{&quot;name&quot;, &quot;partitions&quot;}]`</translation>
    </message>
    <message>
        <source>partitions of a topic not listed</source>
        <translation>partições de um tópico não listado</translation>
    </message>
    <message>
        <source>redeliver what is not acknowledged in this time</source>
        <translation>reentregar o que não tiver sido confirmado dentro deste tempo</translation>
    </message>
    <message>
        <source>`[{&quot;from&quot;, &quot;to&quot;}]`: no deliveries in these windows</source>
        <translation>`[{&quot;from&quot;, &quot;to&quot;}]`: nenhuma entrega nestas janelas</translation>
    </message>
    <message>
        <source>the participant its requests are POSTed to</source>
        <translation>o participante a quem suas requisições são enviadas por POST</translation>
    </message>
    <message>
        <source>how long it waits for a response before sending the same request again</source>
        <translation>quanto tempo espera por uma resposta antes de enviar a mesma requisição de novo</translation>
    </message>
    <message>
        <source>how many times a request without a response is sent again</source>
        <translation>quantas vezes uma requisição sem resposta é enviada de novo</translation>
    </message>
    <message>
        <source>`[{&quot;at&quot;, &quot;body&quot;, &quot;idempotencyKey&quot;}]`: the requests, each an `http.post`</source>
        <translation>`[{&quot;at&quot;, &quot;body&quot;, &quot;idempotencyKey&quot;}]`: as requisições, cada uma um `http.post`</translation>
    </message>
    <message>
        <source>`[{&quot;call&quot;, &quot;command&quot;, &quot;okState&quot;, &quot;failState&quot;, &quot;compensate&quot;}]`: the saga&apos;s steps in order</source>
        <translation>`[{&quot;call&quot;, &quot;command&quot;, &quot;okState&quot;, &quot;failState&quot;, &quot;compensate&quot;}]`: os passos da saga, em ordem</translation>
    </message>
    <message>
        <source>`{&quot;state&quot;, &quot;idPrefix&quot;}`: a new saga&apos;s first state, and its ID prefix (default `&lt;name&gt;-`)</source>
        <translation>`{&quot;state&quot;, &quot;idPrefix&quot;}`: o primeiro estado de uma saga nova e o prefixo do seu ID (padrão `&lt;name&gt;-`)</translation>
    </message>
    <message>
        <source>the saga&apos;s state after its last step</source>
        <translation>o estado da saga depois do último passo</translation>
    </message>
    <message>
        <source>its saga state table, `&lt;name&gt;.&lt;table&gt;`</source>
        <translation>sua tabela de estado das sagas, `&lt;name&gt;.&lt;table&gt;`</translation>
    </message>
    <message>
        <source>`[{&quot;at&quot;, &quot;body&quot;}]`: sagas to start</source>
        <translation>`[{&quot;at&quot;, &quot;body&quot;}]`: sagas a iniciar</translation>
    </message>
    <message>
        <source>`{&quot;count&quot;, &quot;interval&quot;, &quot;amount&quot;, &quot;from&quot;, &quot;to&quot;}`: generated sagas, as a saga service&apos;s `workload`</source>
        <translation>`{&quot;count&quot;, &quot;interval&quot;, &quot;amount&quot;, &quot;from&quot;, &quot;to&quot;}`: sagas geradas, como o `workload` de um serviço de saga</translation>
    </message>
    <message>
        <source>`{&quot;after&quot;, &quot;attempts&quot;}`: send a command with no reply within `after` again (same envelope, attempt + 1), up to `attempts` times (default 3)</source>
        <translation>`{&quot;after&quot;, &quot;attempts&quot;}`: reenviar um comando sem resposta dentro de `after` (mesmo envelope, tentativa + 1), até `attempts` vezes (padrão 3)</translation>
    </message>
    <message>
        <source>its name, unique in the scenario, without `/`</source>
        <translation>seu nome, único no cenário, sem `/`</translation>
    </message>
    <message>
        <source>what it is: one of the kinds below</source>
        <translation>o que ele é: um dos tipos abaixo</translation>
    </message>
    <message>
        <source>a heading several participants are drawn under in the views</source>
        <translation>um título sob o qual vários participantes são desenhados nas vistas</translation>
    </message>
    <message>
        <source>run the participant as N workers (1 to 64), `NAME/1` … `NAME/N`, behind a router called `NAME`; not for a `broker`</source>
        <translation>executar o participante como N workers (1 a 64), `NAME/1` … `NAME/N`, atrás de um roteador chamado `NAME`; não vale para um `broker`</translation>
    </message>
    <message>
        <source>how the router picks a worker for each message sent to `NAME`: `round-robin` or `random`</source>
        <translation>como o roteador escolhe um worker para cada mensagem enviada a `NAME`: `round-robin` ou `random`</translation>
    </message>
    <message>
        <source>where callbacks go (usually the orders application)</source>
        <translation>para onde vão os callbacks (em geral a aplicação de pedidos)</translation>
    </message>
    <message>
        <source>delay of the 202; `false` for none</source>
        <translation>atraso do 202; `false` para nenhum</translation>
    </message>
    <message>
        <source>distribution of the time from the request to its callback</source>
        <translation>distribuição do tempo da requisição até o seu callback</translation>
    </message>
    <message>
        <source>`[{&quot;status&quot;, &quot;weight&quot;}]`: statuses chosen by weight</source>
        <translation>`[{&quot;status&quot;, &quot;weight&quot;}]`: status escolhidos por peso</translation>
    </message>
    <message>
        <source>per request, in arrival order: the callback&apos;s outcome, below</source>
        <translation>por requisição, em ordem de chegada: o resultado do callback, abaixo</translation>
    </message>
    <message>
        <source>`{&quot;attempts&quot;: 3, &quot;after&quot;: &quot;100ms&quot;}`: resend a callback answered 5xx (same envelope, attempt + 1)</source>
        <translation>`{&quot;attempts&quot;: 3, &quot;after&quot;: &quot;100ms&quot;}`: reenviar um callback respondido com 5xx (mesmo envelope, tentativa + 1)</translation>
    </message>
    <message>
        <source>see Trace IDs</source>
        <translation>veja Trace IDs</translation>
    </message>
    <message>
        <source>the provider participant</source>
        <translation>o participante provedor</translation>
    </message>
    <message>
        <source>`[{&quot;at&quot;, &quot;orderId&quot;, &quot;amount&quot;}]`: orders to pay</source>
        <translation>`[{&quot;at&quot;, &quot;orderId&quot;, &quot;amount&quot;}]`: pedidos a pagar</translation>
    </message>
    <message>
        <source>`{&quot;count&quot;, &quot;interval&quot;, &quot;amount&quot;, &quot;orderIdPrefix&quot;}`: generated orders; `amount` is a whole number or a list used in turn; at most 10,000,000, drawn one at a time as the run reaches them (a large workload costs nothing until it runs)</source>
        <translation>`{&quot;count&quot;, &quot;interval&quot;, &quot;amount&quot;, &quot;orderIdPrefix&quot;}`: pedidos gerados; `amount` é um número inteiro ou uma lista usada em rodízio; no máximo 10.000.000, sorteados um a um à medida que a execução chega a eles (uma carga grande não custa nada até rodar)</translation>
    </message>
    <message>
        <source>prefix of request IDs</source>
        <translation>prefixo dos IDs de requisição</translation>
    </message>
    <message>
        <source>how a callback claims its pending request: `retrieve-then-remove` (two store operations) or `atomic` (one take)</source>
        <translation>como um callback reivindica sua requisição pendente: `retrieve-then-remove` (duas operações no repositório) ou `atomic` (uma retirada)</translation>
    </message>
    <message>
        <source>the pending store: a name, or store settings (see Stores)</source>
        <translation>o repositório de pendentes: um nome, ou configurações de repositório (veja Stores)</translation>
    </message>
    <message>
        <source>the status store: a name, or store settings (see Stores)</source>
        <translation>o repositório de status: um nome, ou configurações de repositório (veja Stores)</translation>
    </message>
    <message>
        <source>the first N claims of the application (its workers together) fail after the claim and before the status write (answer 500)</source>
        <translation>as primeiras N reivindicações da aplicação (seus workers juntos) falham depois da reivindicação e antes de gravar o status (resposta 500)</translation>
    </message>
    <message>
        <source>how long handling one message takes</source>
        <translation>quanto tempo leva tratar uma mensagem</translation>
    </message>
    <message>
        <source>`{&quot;type&quot;, &quot;to&quot;}`: on success, the next message of the chain (new ID, correlation ID copied forward, causation ID = the handled message)</source>
        <translation>`{&quot;type&quot;, &quot;to&quot;}`: em caso de sucesso, a próxima mensagem da cadeia (ID novo, ID de correlação copiado adiante, ID de causa = a mensagem tratada)</translation>
    </message>
    <message>
        <source>message types whose handling always fails</source>
        <translation>tipos de mensagem cujo tratamento sempre falha</translation>
    </message>
    <message>
        <source>the probability that handling any message fails</source>
        <translation>a probabilidade de que o tratamento de qualquer mensagem falhe</translation>
    </message>
    <message>
        <source>`{&quot;maxAttempts&quot;, &quot;giveUpAfter&quot;, &quot;retryAfter&quot;}`: put a failed message back after `retryAfter` (same envelope, attempt + 1) until `maxAttempts` (default 3) or `giveUpAfter`</source>
        <translation>`{&quot;maxAttempts&quot;, &quot;giveUpAfter&quot;, &quot;retryAfter&quot;}`: devolver uma mensagem que falhou após `retryAfter` (mesmo envelope, tentativa + 1) até `maxAttempts` (padrão 3) ou `giveUpAfter`</translation>
    </message>
    <message>
        <source>where messages it gives up on go, with the header `death-reason`</source>
        <translation>para onde vão as mensagens de que ele desiste, com o cabeçalho `death-reason`</translation>
    </message>
    <message>
        <source>where its messages go, unless a message names its own `to`</source>
        <translation>para onde vão suas mensagens, a menos que uma mensagem indique seu próprio `to`</translation>
    </message>
    <message>
        <source>`[{&quot;at&quot;, &quot;id&quot;, &quot;type&quot;, &quot;correlationId&quot;, &quot;body&quot;, &quot;headers&quot;, &quot;to&quot;}]`: the messages it sends, at least one</source>
        <translation>`[{&quot;at&quot;, &quot;id&quot;, &quot;type&quot;, &quot;correlationId&quot;, &quot;body&quot;, &quot;headers&quot;, &quot;to&quot;}]`: as mensagens que envia, ao menos uma</translation>
    </message>
    <message>
        <source>the saga service whose outbox it publishes</source>
        <translation>o serviço de saga cuja outbox ele publica</translation>
    </message>
    <message>
        <source>polling interval</source>
        <translation>intervalo de consulta</translation>
    </message>
    <message>
        <source>rows per poll</source>
        <translation>linhas por consulta</translation>
    </message>
    <message>
        <source>`publish-then-mark` (the mark waits for the confirmation; a crash before it republishes: at-least-once) or `mark-then-publish` (a crash between loses the event)</source>
        <translation>`publish-then-mark` (a marcação espera a confirmação; uma queda antes dela republica: pelo menos uma vez) ou `mark-then-publish` (uma queda entre os dois perde o evento)</translation>
    </message>
    <message>
        <source>time between one step and the next: between the rows of a batch, and between marking and publishing</source>
        <translation>tempo entre um passo e o seguinte: entre as linhas de um lote, e entre marcar e publicar</translation>
    </message>
    <message>
        <source>the first N times in the relay application (its workers together), crash between the two steps; `restartAfter` brings it back</source>
        <translation>nas primeiras N vezes na aplicação do relay (seus workers juntos), cair entre os dois passos; `restartAfter` o traz de volta</translation>
    </message>
    <message>
        <source>after a `crashBetween` crash, come back this much later</source>
        <translation>depois de uma queda de `crashBetween`, voltar este tanto depois</translation>
    </message>
    <message>
        <source>how long a batch waits for confirmations; rows still unconfirmed are unlocked for a later poll</source>
        <translation>quanto tempo um lote espera confirmações; linhas ainda sem confirmação são liberadas para uma consulta posterior</translation>
    </message>
    <message>
        <source>distribution of the processing time</source>
        <translation>distribuição do tempo de processamento</translation>
    </message>
    <message>
        <source>the message type of replies</source>
        <translation>o tipo de mensagem das respostas</translation>
    </message>
    <message>
        <source>what goes into the reply&apos;s correlation ID, below</source>
        <translation>o que vai no ID de correlação da resposta, abaixo</translation>
    </message>
    <message>
        <source>fields of every reply&apos;s body</source>
        <translation>campos do corpo de toda resposta</translation>
    </message>
    <message>
        <source>prefix for the IDs it makes: its replies and its requests to a delegate</source>
        <translation>prefixo dos IDs que ele cria: suas respostas e suas requisições a um delegado</translation>
    </message>
    <message>
        <source>adopt a caller&apos;s trace ID (or make one) and send it on: `AUTO`, `ALWAYS`, `NEVER`</source>
        <translation>adotar o trace ID de quem chama (ou criar um) e repassá-lo: `AUTO`, `ALWAYS`, `NEVER`</translation>
    </message>
    <message>
        <source>to answer, first ask this participant (chained request-reply)</source>
        <translation>para responder, perguntar antes a este participante (requisição-resposta encadeada)</translation>
    </message>
    <message>
        <source>the message type of that question</source>
        <translation>o tipo de mensagem dessa pergunta</translation>
    </message>
    <message>
        <source>with `delegateTo`: where requests wait for the delegate&apos;s answer</source>
        <translation>com `delegateTo`: onde as requisições esperam a resposta do delegado</translation>
    </message>
    <message>
        <source>the participant requests go to</source>
        <translation>o participante para onde vão as requisições</translation>
    </message>
    <message>
        <source>the return address: where replies should go. Travels as the application header `reply-to`; a replier sends its reply there instead of back to the sender.</source>
        <translation>o endereço de retorno: para onde as respostas devem ir. Viaja como o cabeçalho de aplicação `reply-to`; quem responde envia a resposta para lá em vez de devolvê-la ao remetente.</translation>
    </message>
    <message>
        <source>the message type of requests</source>
        <translation>o tipo de mensagem das requisições</translation>
    </message>
    <message>
        <source>how the request ID is chosen, below</source>
        <translation>como o ID da requisição é escolhido, abaixo</translation>
    </message>
    <message>
        <source>prefix for generated message IDs, e.g. `&quot;PRQ-&quot;`</source>
        <translation>prefixo dos IDs de mensagem gerados, p. ex. `&quot;PRQ-&quot;`</translation>
    </message>
    <message>
        <source>a reply nobody waits for: `discard`, `respond-404` (answer its sender 404), or `dead-letter`</source>
        <translation>uma resposta que ninguém espera: `discard`, `respond-404` (responder 404 ao remetente) ou `dead-letter`</translation>
    </message>
    <message>
        <source>where `dead-letter` sends unknown replies (with header `death-reason`)</source>
        <translation>para onde `dead-letter` envia respostas desconhecidas (com o cabeçalho `death-reason`)</translation>
    </message>
    <message>
        <source>`async`, `blocking`, `assume-order` or `sync`, below</source>
        <translation>`async`, `blocking`, `assume-order` ou `sync`, abaixo</translation>
    </message>
    <message>
        <source>propagate a trace ID: `AUTO`, `ALWAYS` or `NEVER` (see Trace IDs)</source>
        <translation>propagar um trace ID: `AUTO`, `ALWAYS` ou `NEVER` (veja Trace IDs)</translation>
    </message>
    <message>
        <source>a scripted list of requests, below</source>
        <translation>uma lista roteirizada de requisições, abaixo</translation>
    </message>
    <message>
        <source>generated requests, below</source>
        <translation>requisições geradas, abaixo</translation>
    </message>
    <message>
        <source>the broker it publishes to and consumes from</source>
        <translation>o broker em que publica e de que consome</translation>
    </message>
    <message>
        <source>its entity table (payments, decisions, ...)</source>
        <translation>sua tabela de entidades (pagamentos, decisões, ...)</translation>
    </message>
    <message>
        <source>the body field naming the entity; otherwise the `key` header</source>
        <translation>o campo do corpo que nomeia a entidade; senão, o cabeçalho `key`</translation>
    </message>
    <message>
        <source>`outbox`: the event is a row of the same transaction, published by a relay. `commit-then-publish` and `publish-then-commit`: the dual write, two writes with a window between them</source>
        <translation>`outbox`: o evento é uma linha da mesma transação, publicada por um relay. `commit-then-publish` e `publish-then-commit`: a escrita dupla, duas escritas com uma janela entre elas</translation>
    </message>
    <message>
        <source>record (event ID) in the inbox in the same transaction as the effect: a redelivered event is skipped, and a concurrent copy is rolled back by the inbox key</source>
        <translation>registrar (o ID do evento) na inbox na mesma transação que o efeito: um evento reentregue é ignorado, e uma cópia concorrente é desfeita pela chave da inbox</translation>
    </message>
    <message>
        <source>distribution of the work before the transaction</source>
        <translation>distribuição do trabalho antes da transação</translation>
    </message>
    <message>
        <source>distribution of the time a commit takes</source>
        <translation>distribuição do tempo que um commit leva</translation>
    </message>
    <message>
        <source>distribution of the time a direct publish takes (`commit-then-publish`, `publish-then-commit`)</source>
        <translation>distribuição do tempo que uma publicação direta leva (`commit-then-publish`, `publish-then-commit`)</translation>
    </message>
    <message>
        <source>the first N times in the application (its workers together), crash in that window (between the two writes); `restartAfter` brings it back</source>
        <translation>nas primeiras N vezes na aplicação (seus workers juntos), cair nessa janela (entre as duas escritas); `restartAfter` o traz de volta</translation>
    </message>
    <message>
        <source>after a `crashInWindow` crash, come back this much later</source>
        <translation>depois de uma queda de `crashInWindow`, voltar este tanto depois</translation>
    </message>
    <message>
        <source>`{&quot;state&quot;, &quot;emit&quot;, &quot;idPrefix&quot;}`: how a new entity starts (its state, and the event announcing it)</source>
        <translation>`{&quot;state&quot;, &quot;emit&quot;, &quot;idPrefix&quot;}`: como uma entidade nova começa (seu estado e o evento que a anuncia)</translation>
    </message>
    <message>
        <source>`[{&quot;at&quot;, &quot;body&quot;}]`: entities to create (sagas to start)</source>
        <translation>`[{&quot;at&quot;, &quot;body&quot;}]`: entidades a criar (sagas a iniciar)</translation>
    </message>
    <message>
        <source>`{&quot;count&quot;, &quot;interval&quot;, &quot;amount&quot;, &quot;from&quot;, &quot;to&quot;}`: generated payments; `amount` a whole number or `{&quot;uniform&quot;: [lo, hi]}`, `from` a list of accounts; at most 10,000,000, drawn one at a time as the run reaches them</source>
        <translation>`{&quot;count&quot;, &quot;interval&quot;, &quot;amount&quot;, &quot;from&quot;, &quot;to&quot;}`: pagamentos gerados; `amount` um número inteiro ou `{&quot;uniform&quot;: [lo, hi]}`, `from` uma lista de contas; no máximo 10.000.000, sorteados um a um à medida que a execução chega a eles</translation>
    </message>
    <message>
        <source>`{&quot;idempotency&quot;: true, &quot;processing&quot;: &quot;50ms&quot;}`: accept `http.post` requests (from an `http-client`) that create entities, answering 201; with `idempotency`, the `x-idempotency-key` is written in the same transaction as the entity: a request whose key is committed is answered 200 at once, one that commits after its key was committed rolls back and is answered 200 (both with the first entity&apos;s `paymentId`), and a crash before the commit leaves no key</source>
        <translation>`{&quot;idempotency&quot;: true, &quot;processing&quot;: &quot;50ms&quot;}`: aceitar requisições `http.post` (de um `http-client`) que criam entidades, respondendo 201; com `idempotency`, a `x-idempotency-key` é gravada na mesma transação que a entidade: uma requisição cuja chave já foi confirmada recebe 200 na hora, uma que confirma depois que sua chave foi confirmada é desfeita e recebe 200 (ambas com o `paymentId` da primeira entidade), e uma queda antes do commit não deixa chave</translation>
    </message>
    <message>
        <source>`{&quot;alice&quot;: 5000}`: starting balances, for `transfer` rules</source>
        <translation>`{&quot;alice&quot;: 5000}`: saldos iniciais, para as regras `transfer`</translation>
    </message>
    <message>
        <source>what it does with each message type, below</source>
        <translation>o que ele faz com cada tipo de mensagem, abaixo</translation>
    </message>
    <message>
        <source>`{&quot;every&quot;, &quot;olderThan&quot;}`: remove published outbox rows and inbox rows older than that; one worker runs it for the application&apos;s database</source>
        <translation>`{&quot;every&quot;, &quot;olderThan&quot;}`: remover linhas publicadas da outbox e linhas da inbox mais antigas que isso; um worker faz isso pelo banco de dados da aplicação</translation>
    </message>
    <message>
        <source>entries expire this long after they are written</source>
        <translation>as entradas expiram este tanto depois de gravadas</translation>
    </message>
    <message>
        <source>the expiry sweep&apos;s interval</source>
        <translation>o intervalo da varredura de expiração</translation>
    </message>
    <message>
        <source>the time each operation takes</source>
        <translation>o tempo que cada operação leva</translation>
    </message>
    <message>
        <source>survives its owner&apos;s crash</source>
        <translation>sobrevive à queda do seu dono</translation>
    </message>
    <message>
        <source>one store for all workers of the application</source>
        <translation>um repositório para todos os workers da aplicação</translation>
    </message>
    <message>
        <source>removing a missing key fails, or silently succeeds</source>
        <translation>remover uma chave ausente falha, ou dá certo em silêncio</translation>
    </message>
    <message>
        <source>how long a message takes on the wire</source>
        <translation>quanto tempo uma mensagem leva no fio</translation>
    </message>
    <message>
        <source>the probability that a message is lost</source>
        <translation>a probabilidade de que uma mensagem se perca</translation>
    </message>
    <message>
        <source>the probability that a message arrives twice</source>
        <translation>a probabilidade de que uma mensagem chegue duas vezes</translation>
    </message>
    <message>
        <source>stop the run at this virtual time</source>
        <translation>parar a execução neste tempo virtual</translation>
    </message>
    <message>
        <source>the participant or worker that crashes</source>
        <translation>o participante ou worker que cai</translation>
    </message>
    <message>
        <source>when it crashes</source>
        <translation>quando cai</translation>
    </message>
    <message>
        <source>how long it stays down</source>
        <translation>quanto tempo fica fora do ar</translation>
    </message>
</context>
<context>
    <name>PartingWords</name>
    <message>
        <source>the run has ended</source>
        <translation>a execução terminou</translation>
    </message>
    <message>
        <source>%1, at %2</source>
        <comment>an event, at its time</comment>
        <translation>%1, aos %2</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>o evento %1</translation>
    </message>
    <message>
        <source>event %1 of A and %2 of B</source>
        <translation>o evento %1 de A e %2 de B</translation>
    </message>
    <message>
        <source>From %1 (%2) the runs differ.</source>
        <translation>A partir d%1 (%2) as execuções diferem.</translation>
    </message>
    <message>
        <source>From %1 the runs differ.</source>
        <translation>A partir d%1 as execuções diferem.</translation>
    </message>
    <message>
        <source>%1 B: %2; A: %3.</source>
        <comment>From event 16 (26 ms) the runs differ. B: …; A: ….</comment>
        <translation>%1 B: %2; A: %3.</translation>
    </message>
</context>
<context>
    <name>QDialog</name>
    <message>
        <source>Span import options: %1</source>
        <translation>Opções de importação de spans: %1</translation>
    </message>
    <message>
        <source>What the spans of this file do not say. Corrsim remembers it for this file and reads the file again with it.</source>
        <translation>O que os spans deste arquivo não dizem. O Corrsim guarda essas informações para este arquivo e o lê de novo com elas.</translation>
    </message>
    <message>
        <source>ledger.apply=payment.id, email.send</source>
        <translation>ledger.apply=payment.id, email.send</translation>
    </message>
    <message>
        <source>Spans that apply an effect, by name, each with the attribute that says what it acted on: no-effect-twice then finds an effect applied twice</source>
        <translation>Spans que aplicam um efeito, por nome, cada um com o atributo que diz sobre o que ele agiu: assim, no-effect-twice encontra um efeito aplicado duas vezes</translation>
    </message>
    <message>
        <source>Effect spans</source>
        <translation>Spans de efeito</translation>
    </message>
    <message>
        <source>&amp;Effect spans (NAME=ATTRIBUTE):</source>
        <translation>Spans de &amp;efeito (NOME=ATRIBUTO):</translation>
    </message>
    <message>
        <source>messaging.conversation_id (read by default)</source>
        <translation>messaging.conversation_id (lido por padrão)</translation>
    </message>
    <message>
        <source>The attribute that carries the correlation ID, where the instrumentation writes no conversation ID</source>
        <translation>O atributo que carrega o ID de correlação, quando a instrumentação não grava um ID de conversa</translation>
    </message>
    <message>
        <source>Correlation attribute</source>
        <translation>Atributo de correlação</translation>
    </message>
    <message>
        <source>&amp;Correlation attribute:</source>
        <translation>Atributo de &amp;correlação:</translation>
    </message>
    <message>
        <source>300ms, 5s (none: requests-answered-in-time says unknown)</source>
        <translation>300ms, 5s (vazio: requests-answered-in-time fica indefinida)</translation>
    </message>
    <message>
        <source>How long a request may wait for its reply: requests-answered-in-time finds a request answered later than that, or never</source>
        <translation>Quanto tempo uma requisição pode esperar pela resposta: requests-answered-in-time encontra uma requisição respondida depois disso, ou nunca respondida</translation>
    </message>
    <message>
        <source>Reply timeout</source>
        <translation>Tempo limite da resposta</translation>
    </message>
    <message>
        <source>&amp;Reply timeout:</source>
        <translation>&amp;Tempo limite da resposta:</translation>
    </message>
    <message>
        <source>The reply timeout is a duration longer than zero, such as 300ms or 5s.</source>
        <translation>O tempo limite da resposta é uma duração maior que zero, como 300ms ou 5s.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Make a scenario from this trace</source>
        <translation>Gerar um cenário a partir deste trace</translation>
    </message>
    <message>
        <source>Save the scenario of this trace</source>
        <translation>Salvar o cenário deste trace</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Cenários (*.json)</translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation>%1 não foi gravado: %2</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>&lt;p&gt;&lt;b&gt;History of %1[%2]&lt;/b&gt;&lt;/p&gt;&lt;table&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Histórico de %1[%2]&lt;/b&gt;&lt;/p&gt;&lt;table&gt;</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Falha na exportação</translation>
    </message>
    <message>
        <source>Corrsim trace, reopens here (*.jsonl);;Compact Corrsim trace, reopens here, for large runs (*.ctrace);;Compressed Corrsim trace, reopens here (*.jsonl.gz *.ctrace.gz);;Chrome / Perfetto (*.json);;OpenTelemetry (*.otlp.json);;CSV (*.csv)</source>
        <translation>Trace do Corrsim, reabre aqui (*.jsonl);;Trace compacto do Corrsim, reabre aqui, para execuções grandes (*.ctrace);;Trace comprimido do Corrsim, reabre aqui (*.jsonl.gz *.ctrace.gz);;Chrome / Perfetto (*.json);;OpenTelemetry (*.otlp.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>SVG (*.svg);;PNG (*.png);;PDF (*.pdf)</source>
        <translation>SVG (*.svg);;PNG (*.png);;PDF (*.pdf)</translation>
    </message>
    <message>
        <source>SVG (*.svg);;PNG (*.png);;PDF (*.pdf);;PlantUML (*.puml);;Mermaid (*.mmd)</source>
        <translation>SVG (*.svg);;PNG (*.png);;PDF (*.pdf);;PlantUML (*.puml);;Mermaid (*.mmd)</translation>
    </message>
    <message>
        <source>Export trace</source>
        <translation>Exportar trace</translation>
    </message>
    <message>
        <source>Export diagram</source>
        <translation>Exportar diagrama</translation>
    </message>
    <message>
        <source>Name the file %1.</source>
        <translation>Dê ao arquivo a extensão %1.</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Gravado: %1</translation>
    </message>
    <message>
        <source>Wrote %1 (%2)</source>
        <translation>Gravado: %1 (%2)</translation>
    </message>
    <message>
        <source>Folder for the frames</source>
        <translation>Pasta para os quadros</translation>
    </message>
    <message>
        <source>Animation frames</source>
        <translation>Quadros de animação</translation>
    </message>
    <message>
        <source>How many frames, from the start to the cursor?</source>
        <translation>Quantos quadros, do início até o cursor?</translation>
    </message>
    <message>
        <source>Wrote %1 frames into %2</source>
        <translation>%1 quadros gravados em %2</translation>
    </message>
    <message>
        <source>Correlation Identifier</source>
        <translation>Correlation Identifier</translation>
    </message>
    <message>
        <source>Async callbacks</source>
        <translation>Callbacks assíncronos</translation>
    </message>
    <message>
        <source>Envelope</source>
        <translation>Envelope</translation>
    </message>
    <message>
        <source>Outbox and inbox</source>
        <translation>Outbox e inbox</translation>
    </message>
    <message>
        <source>Sagas</source>
        <translation>Sagas</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Outros</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>At the start</source>
        <translation>No início</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Reproduzindo</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausado</translation>
    </message>
    <message>
        <source>At a question: the class has not seen the answer</source>
        <translation>Em uma pergunta: a turma ainda não viu a resposta</translation>
    </message>
    <message>
        <source>Answer revealed: the next step plays to the moment it is about</source>
        <translation>Resposta revelada: o próximo passo reproduz até o momento de que ela trata</translation>
    </message>
    <message>
        <source>At the moment the answer is about</source>
        <translation>No momento de que a resposta trata</translation>
    </message>
    <message>
        <source>At the end</source>
        <translation>No fim</translation>
    </message>
    <message>
        <source>Too many messages to draw one by one (%1 sent in this window): each lane&apos;s column shows how many messages it sent or received per %2, darker for more (the darkest: %3).</source>
        <translation>Mensagens demais para desenhar uma a uma (%1 enviadas nesta janela): a coluna de cada raia mostra quantas mensagens ela enviou ou recebeu por %2, mais escura quanto mais mensagens (a mais escura: %3).</translation>
    </message>
    <message>
        <source>A red edge marks slices where messages were lost or answered with an error (at most %1 in one slice).</source>
        <translation>Uma borda vermelha marca as fatias em que mensagens foram perdidas ou respondidas com erro (no máximo %1 numa fatia).</translation>
    </message>
    <message>
        <source>No message in this window was lost or answered with an error.</source>
        <translation>Nenhuma mensagem nesta janela foi perdida ou respondida com erro.</translation>
    </message>
    <message>
        <source>%1 messages, more than the %2 a diagram draws one by one: drawn as density (messages per lane per %3); export a shorter time window to see single messages</source>
        <translation>%1 mensagens, mais que as %2 que um diagrama desenha uma a uma: desenhadas como densidade (mensagens por raia por %3); exporte uma janela de tempo menor para ver mensagens individuais</translation>
    </message>
    <message>
        <source>the run is longer than %1 px even fully compressed: the picture is cut at that height</source>
        <translation>a execução passa de %1 px mesmo totalmente comprimida: a imagem é cortada nessa altura</translation>
    </message>
    <message>
        <source>%1 of %2 arrows have no room for their names within %3 px: export a time window (from/to) to name every one</source>
        <translation>%1 de %2 setas não têm espaço para o nome em %3 px: exporte uma janela de tempo (from/to) para nomear todas</translation>
    </message>
    <message>
        <source>compressed to fit %1 px: zoom in on a time window (from/to) to read single messages</source>
        <translation>comprimida para caber em %1 px: amplie uma janela de tempo (from/to) para ler mensagens individuais</translation>
    </message>
    <message>
        <source>%1 · seed %2 · %3 to %4 · fingerprint %5</source>
        <translation>%1 · semente %2 · %3 a %4 · impressão digital %5</translation>
    </message>
    <message>
        <source>… %1 of nothing …</source>
        <translation>… %1 sem nada …</translation>
    </message>
    <message>
        <source>Arrows: one colour per correlation ID; dashed = a network copy; ends in ✕ = lost; red bold = 4xx/5xx answer; ↻ = retry (attempt n); dotted = injected by the scenario.</source>
        <translation>Setas: uma cor por ID de correlação; tracejada = cópia feita pela rede; termina em ✕ = perdida; vermelha em negrito = resposta 4xx/5xx; ↻ = nova tentativa (tentativa n); pontilhada = injetada pelo cenário.</translation>
    </message>
    <message>
        <source>Marks: ■ store write, ○ read, □ remove (red = key not found); ✔ matched, ✘ discarded, ⚠ wrong request; ◆ state change (red = compensation); ★ effect. &quot;… 5min of nothing …&quot; = idle time cut out.</source>
        <translation>Marcas: ■ gravação no repositório, ○ leitura, □ remoção (vermelho = chave não encontrada); ✔ ligada, ✘ descartada, ⚠ requisição errada; ◆ mudança de estado (vermelho = compensação); ★ efeito. &quot;… 5min sem nada …&quot; = tempo ocioso cortado.</translation>
    </message>
    <message>
        <source> (workers)</source>
        <translation> (workers)</translation>
    </message>
</context>
<context>
    <name>WhatIfMenu</name>
    <message>
        <source>What if…</source>
        <translation>E se…</translation>
    </message>
    <message>
        <source>What if… (a saved trace cannot run again: open its scenario)</source>
        <translation>E se… (um trace salvo não pode ser executado de novo: abra o cenário dele)</translation>
    </message>
    <message>
        <source>this %1 were lost</source>
        <translation>esta mensagem %1 se perdesse</translation>
    </message>
    <message>
        <source>this %1 came twice</source>
        <translation>esta mensagem %1 chegasse duas vezes</translation>
    </message>
    <message>
        <source>this %1 were delayed by…</source>
        <translation>esta mensagem %1 se atrasasse…</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a delay: write a duration such as 20ms or 1.5s</source>
        <translation>&quot;%1&quot; não é um atraso: escreva uma duração como 20ms ou 1.5s</translation>
    </message>
    <message>
        <source>this %1 delayed by %2</source>
        <translation>esta mensagem %1 se atrasasse %2</translation>
    </message>
    <message>
        <source>this %1 arrived after the next message</source>
        <translation>esta mensagem %1 chegasse depois da seguinte</translation>
    </message>
    <message>
        <source>%1 crashed as it arrived</source>
        <translation>%1 caísse quando ela chegasse</translation>
    </message>
    <message>
        <source>%1 crashed as the message arrived</source>
        <translation>%1 caísse quando a mensagem chegasse</translation>
    </message>
    <message>
        <source>%1 crashed right after this %2</source>
        <translation>%1 caísse logo após este evento (%2)</translation>
    </message>
    <message>
        <source>%1 crashed right after event %2</source>
        <translation>%1 caísse logo após o evento %2</translation>
    </message>
    <message>
        <source>(nothing to change here: step to a message or a participant&apos;s event)</source>
        <translation>(nada a mudar aqui: avance até uma mensagem ou um evento de participante)</translation>
    </message>
</context>
<context>
    <name>corrsim::ClassSession</name>
    <message>
        <source>Class &amp;playlist…</source>
        <translation>Playlist da &amp;aula…</translation>
    </message>
    <message>
        <source>&amp;Next lesson in the playlist</source>
        <translation>Próxima lição da p&amp;laylist</translation>
    </message>
    <message>
        <source>P&amp;resenter view</source>
        <translation>&amp;Visão do apresentador</translation>
    </message>
    <message>
        <source>For the teacher&apos;s screen: the note, the question with its answer, the next question</source>
        <translation>Para a tela do professor: a nota, a pergunta com a resposta, a próxima pergunta</translation>
    </message>
    <message>
        <source>Not in the class playlist</source>
        <translation>Fora da playlist da aula</translation>
    </message>
    <message>
        <source>Lesson %1 of %2</source>
        <translation>Lição %1 de %2</translation>
    </message>
    <message>
        <source>%1 · next: %2</source>
        <translation>%1 · próxima: %2</translation>
    </message>
    <message>
        <source>%1 · the last of the session</source>
        <translation>%1 · a última da sessão</translation>
    </message>
</context>
<context>
    <name>corrsim::CompareWindow</name>
    <message>
        <source>Compare: %1 / %2</source>
        <translation>Comparar: %1 / %2</translation>
    </message>
    <message>
        <source>Two runs compared</source>
        <translation>Duas execuções comparadas</translation>
    </message>
    <message>
        <source>◀ Step back</source>
        <translation>◀ Voltar um passo</translation>
    </message>
    <message>
        <source>Step both ▶</source>
        <translation>Avançar as duas ▶</translation>
    </message>
    <message>
        <source>Both runs one event further, on one clock</source>
        <translation>As duas execuções um evento adiante, no mesmo relógio</translation>
    </message>
    <message>
        <source>Show both runs to their end</source>
        <translation>Mostrar as duas execuções até o fim</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>What differs at the end</source>
        <translation>O que difere no fim</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>The runs are identical: the same events, stores, expectations and saga outcomes.</source>
        <translation>As execuções são idênticas: os mesmos eventos, repositórios, expectativas e desfechos de saga.</translation>
    </message>
    <message>
        <source>The same events; only the narration differs (a note or an expectation&apos;s name). %1</source>
        <translation>Os mesmos eventos; só a narração difere (uma nota ou o nome de uma expectativa). %1</translation>
    </message>
    <message>
        <source>The same events; only what is checked at the end differs (below).</source>
        <translation>Os mesmos eventos; só o que é verificado no fim difere (abaixo).</translation>
    </message>
    <message>
        <source>Store entries</source>
        <translation>Entradas dos repositórios</translation>
    </message>
    <message>
        <source>Expectations</source>
        <translation>Expectativas</translation>
    </message>
    <message>
        <source>Saga outcomes</source>
        <translation>Desfechos das sagas</translation>
    </message>
    <message>
        <source>Nothing: the stores, expectations and saga outcomes are the same at the end</source>
        <translation>Nada: os repositórios, as expectativas e os desfechos das sagas são os mesmos no fim</translation>
    </message>
    <message>
        <source>Keep %1 in the lesson</source>
        <translation>Manter %1 na lição</translation>
    </message>
    <message>
        <source>Pin this fault in the lesson you are editing (Edit › Undo takes it out again)</source>
        <translation>Fixar esta falha na lição que você está editando (Editar › Desfazer a retira de novo)</translation>
    </message>
    <message>
        <source>Kept in the lesson</source>
        <translation>Mantida na lição</translation>
    </message>
</context>
<context>
    <name>corrsim::DetailsPane</name>
    <message>
        <source>Click a message in the diagram or the log to see its envelope.</source>
        <translation>Clique em uma mensagem no diagrama ou no registro para ver o envelope dela.</translation>
    </message>
    <message>
        <source>type</source>
        <translation>type</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>correlation_id</source>
        <translation>correlation_id</translation>
    </message>
    <message>
        <source>causation_id</source>
        <translation>causation_id</translation>
    </message>
    <message>
        <source>attempt</source>
        <translation>attempt</translation>
    </message>
    <message>
        <source>first_seen</source>
        <translation>first_seen</translation>
    </message>
    <message>
        <source>origin</source>
        <translation>origin</translation>
    </message>
    <message>
        <source>version</source>
        <translation>version</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>claim</translation>
    </message>
    <message>
        <source>header </source>
        <translation>header </translation>
    </message>
    <message>
        <source>key</source>
        <translation>chave</translation>
    </message>
    <message>
        <source>causation</source>
        <translation>causalidade</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Body / value&lt;/b&gt;&lt;/p&gt;&lt;table&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Corpo / valor&lt;/b&gt;&lt;/p&gt;&lt;table&gt;</translation>
    </message>
</context>
<context>
    <name>corrsim::EventLogPanel</name>
    <message>
        <source>Show the events of one participant</source>
        <translation>Mostrar os eventos de um participante</translation>
    </message>
    <message>
        <source>Show one kind of event</source>
        <translation>Mostrar um tipo de evento</translation>
    </message>
    <message>
        <source>Search any ID</source>
        <translation>Buscar qualquer ID</translation>
    </message>
    <message>
        <source>Search any ID (Ctrl+F)</source>
        <translation>Buscar qualquer ID (Ctrl+F)</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Próxima ocorrência</translation>
    </message>
    <message>
        <source>Play until the next event that the filter above shows (e.g. Event: reply.discarded)</source>
        <translation>Reproduzir até o próximo evento que o filtro acima mostra (ex.: Evento: reply.discarded)</translation>
    </message>
    <message>
        <source>Jump to cause</source>
        <translation>Ir para a causa</translation>
    </message>
    <message>
        <source>Jump to consequence</source>
        <translation>Ir para a consequência</translation>
    </message>
    <message>
        <source>Participant</source>
        <translation>Participante</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Registro de eventos</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todos</translation>
    </message>
</context>
<context>
    <name>corrsim::ExplorePanel</name>
    <message>
        <source>Explore: %1</source>
        <translation>Explorar: %1</translation>
    </message>
    <message>
        <source>Explore: %1, %2</source>
        <translation>Explorar: %1, %2</translation>
    </message>
    <message>
        <source>Faults per run, at most</source>
        <translation>Falhas por execução, no máximo</translation>
    </message>
    <message>
        <source>How many faults one run may have: every schedule with up to this many is run</source>
        <translation>Quantas falhas uma execução pode ter: toda agenda com até essa quantidade é executada</translation>
    </message>
    <message>
        <source>Faults to try</source>
        <translation>Falhas a testar</translation>
    </message>
    <message>
        <source>Every run must keep</source>
        <translation>Toda execução deve cumprir</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Explorar</translation>
    </message>
    <message>
        <source>Compare with the nearest passing run</source>
        <translation>Comparar com a execução aprovada mais próxima</translation>
    </message>
    <message>
        <source>The shortest counterexample beside the schedule one fault short of it, in the compare window, where they part marked</source>
        <translation>O contraexemplo mais curto ao lado da agenda com uma falha a menos, na janela de comparação, com o ponto em que divergem marcado</translation>
    </message>
    <message>
        <source>Save as a lesson…</source>
        <translation>Salvar como lição…</translation>
    </message>
    <message>
        <source>The counterexample as a lesson: the scenario with its faults pinned and a note at each, which corrsim run and the app play</source>
        <translation>O contraexemplo como lição: o cenário com as falhas fixadas e uma nota em cada uma, que o corrsim run e o aplicativo reproduzem</translation>
    </message>
    <message>
        <source>Keep in the lesson</source>
        <translation>Manter na lição</translation>
    </message>
    <message>
        <source>Pin the counterexample&apos;s faults in the lesson you are editing (Edit › Undo takes them out again)</source>
        <translation>Fixar as falhas do contraexemplo na lição que você está editando (Editar › Desfazer as retira de novo)</translation>
    </message>
    <message>
        <source>Details: event numbers, IDs and the command line</source>
        <translation>Detalhes: números de eventos, IDs e a linha de comando</translation>
    </message>
    <message>
        <source>What the exploration found</source>
        <translation>O que a exploração encontrou</translation>
    </message>
    <message>
        <source>End states</source>
        <translation>Estados finais</translation>
    </message>
    <message>
        <source>Runs that end here</source>
        <translation>Execuções que terminam aqui</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>Violações</translation>
    </message>
    <message>
        <source>The first schedule of each kind of fault to end here</source>
        <translation>A primeira agenda de cada tipo de falha a terminar aqui</translation>
    </message>
    <message>
        <source>Each row is one end state: what the stores hold and where each saga stopped</source>
        <translation>Cada linha é um estado final: o que os repositórios guardam e onde cada saga parou</translation>
    </message>
    <message>
        <source>Exploring… %1 schedules run</source>
        <translation>Explorando… %1 agendas executadas</translation>
    </message>
    <message>
        <source>nearest passing (%1)</source>
        <translation>aprovada mais próxima (%1)</translation>
    </message>
    <message>
        <source>counterexample (%1)</source>
        <translation>contraexemplo (%1)</translation>
    </message>
    <message>
        <source>The lesson&apos;s &quot;explore&quot; block: %1</source>
        <translation>O bloco &quot;explore&quot; da lição: %1</translation>
    </message>
    <message>
        <source>Choose at least one fault to try.</source>
        <translation>Escolha ao menos uma falha para testar.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>Exploring…</source>
        <translation>Explorando…</translation>
    </message>
    <message>
        <source>The exploration stopped: %1</source>
        <translation>A exploração parou: %1</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Parou.</translation>
    </message>
    <message>
        <source>Stopped before the bound was explored.</source>
        <translation>Parou antes de explorar todo o limite.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>Save the counterexample as a lesson</source>
        <translation>Salvar o contraexemplo como lição</translation>
    </message>
    <message>
        <source>Scenario (*.json)</source>
        <translation>Cenário (*.json)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Salvo: %1</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>Falha ao salvar</translation>
    </message>
</context>
<context>
    <name>corrsim::LessonAuthor</name>
    <message>
        <source>%1, edited %2</source>
        <translation>%1, editado em %2</translation>
    </message>
    <message>
        <source>%1 (%2), edited %3</source>
        <translation>%1 (%2), editado em %3</translation>
    </message>
    <message>
        <source>restore unsaved edits</source>
        <translation>restaurar edições não salvas</translation>
    </message>
</context>
<context>
    <name>corrsim::LessonBrowser</name>
    <message>
        <source>Lessons</source>
        <translation>Lições</translation>
    </message>
    <message>
        <source>Double-click a lesson to open it.</source>
        <translation>Clique duas vezes em uma lição para abri-la.</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Com problema</translation>
    </message>
</context>
<context>
    <name>corrsim::LessonHeadingDialog</name>
    <message>
        <source>Title and summary</source>
        <translation>Título e resumo</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Título:</translation>
    </message>
    <message>
        <source>&amp;Summary:</source>
        <translation>&amp;Resumo:</translation>
    </message>
    <message>
        <source>A lesson needs a title: the class reads it first.</source>
        <translation>Uma lição precisa de título: é a primeira coisa que a turma lê.</translation>
    </message>
</context>
<context>
    <name>corrsim::LessonOutline</name>
    <message>
        <source>%1, at the end of the run</source>
        <translation>%1, no fim da execução</translation>
    </message>
    <message>
        <source>%1, before %2</source>
        <translation>%1, antes de: %2</translation>
    </message>
    <message>
        <source>Note, step or expectation</source>
        <translation>Nota, passo ou expectativa</translation>
    </message>
    <message>
        <source>Where it stands in this run</source>
        <translation>Onde fica nesta execução</translation>
    </message>
    <message>
        <source>Lesson outline</source>
        <translation>Roteiro da lição</translation>
    </message>
    <message>
        <source>Notes and predict steps</source>
        <translation>Notas e perguntas de previsão</translation>
    </message>
    <message>
        <source>Step: %1</source>
        <translation>Passo: %1</translation>
    </message>
    <message>
        <source>gone: its event does not happen in this run</source>
        <translation>ausente: o evento dela não acontece nesta execução</translation>
    </message>
    <message numerus="yes">
        <source>%n gone</source>
        <translation>
            <numerusform>%n ausente</numerusform>
            <numerusform>%n ausentes</numerusform>
        </translation>
    </message>
    <message>
        <source>Expectations</source>
        <translation>Expectativas</translation>
    </message>
    <message>
        <source>held</source>
        <translation>cumprida</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>falhou</translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n falhou</numerusform>
            <numerusform>%n falharam</numerusform>
        </translation>
    </message>
    <message>
        <source>Classroom checks</source>
        <translation>Verificações para a sala de aula</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>verificando…</translation>
    </message>
    <message>
        <source>could not run: %1</source>
        <translation>não foi possível executar: %1</translation>
    </message>
    <message>
        <source>none: a class meets no problem (runs of the lesson and its variants: %1)</source>
        <translation>nenhum: a turma não encontra problemas (execuções da lição e das variantes: %1)</translation>
    </message>
    <message>
        <source>problems a class would meet: %1</source>
        <translation>problemas que uma turma encontraria: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n moved</source>
        <translation>
            <numerusform>%n movida</numerusform>
            <numerusform>%n movidas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>3 gone, 2 moved</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 since the lesson as written; now %2</source>
        <comment>moved from conversation B to A …; now 20 ms, before the delivery of …</comment>
        <translation>%1 desde a lição como foi escrita; agora %2</translation>
    </message>
    <message>
        <source>Edit its words…	Enter</source>
        <translation>Editar o texto…	Enter</translation>
    </message>
    <message>
        <source>Move it to the event at the cursor	M</source>
        <translation>Movê-la para o evento no cursor	M</translation>
    </message>
    <message>
        <source>Delete it	Del</source>
        <translation>Excluí-la	Del</translation>
    </message>
</context>
<context>
    <name>corrsim::LessonPanel</name>
    <message>
        <source>Versions of this lesson to compare: each changes a parameter and says what to expect</source>
        <translation>Versões desta lição para comparar: cada uma muda um parâmetro e diz o que esperar</translation>
    </message>
    <message>
        <source>Reveal the answer (R)</source>
        <translation>Revelar a resposta (R)</translation>
    </message>
    <message>
        <source>Show the answer; playback stays here until you play on (Space)</source>
        <translation>Mostra a resposta; a reprodução fica aqui até você continuar (Espaço)</translation>
    </message>
    <message>
        <source>Explore to find out</source>
        <translation>Explorar para descobrir</translation>
    </message>
    <message>
        <source>Run every schedule of faults the lesson names, and show the shortest one that breaks it</source>
        <translation>Executar toda agenda de falhas que a lição indica e mostrar a mais curta que a viola</translation>
    </message>
    <message>
        <source>Expectations</source>
        <translation>Expectativas</translation>
    </message>
    <message>
        <source>Click a decided expectation to jump to the event that decided it</source>
        <translation>Clique em uma expectativa decidida para ir ao evento que a decidiu</translation>
    </message>
    <message>
        <source>Story so far</source>
        <translation>A história até aqui</translation>
    </message>
    <message>
        <source>Click a note to jump to it</source>
        <translation>Clique em uma nota para ir até ela</translation>
    </message>
    <message>
        <source>&lt;b&gt;Expectations&lt;/b&gt;</source>
        <translation>&lt;b&gt;Expectativas&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Story so far&lt;/b&gt;</source>
        <translation>&lt;b&gt;A história até aqui&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The lesson as shipped</source>
        <translation>A lição original</translation>
    </message>
    <message>
        <source>Variant: %1</source>
        <translation>Variante: %1</translation>
    </message>
    <message>
        <source>Your edits: %1</source>
        <translation>Suas edições: %1</translation>
    </message>
    <message>
        <source>your own parameters</source>
        <translation>seus próprios parâmetros</translation>
    </message>
    <message>
        <source>your teacher has it (this is a student copy).</source>
        <translation>está com o professor (esta é uma cópia do aluno).</translation>
    </message>
    <message>
        <source>&lt;p&gt;You changed the lesson: %1.&lt;/p&gt;&lt;p&gt;Its notes and questions were written for the lesson as shipped and would describe another run, so they are not shown. Play it and read what happens from the diagram.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Você alterou a lição: %1.&lt;/p&gt;&lt;p&gt;As notas e perguntas dela foram escritas para a lição original e descreveriam outra execução, por isso não são mostradas. Reproduza a execução e acompanhe o que acontece pelo diagrama.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Press Space, PageDown or → to start: each press is one step of the lesson.</source>
        <translation>Pressione Espaço, PageDown ou → para começar: cada toque é um passo da lição.</translation>
    </message>
    <message>
        <source>Explore:</source>
        <translation>Explorar:</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Resposta:</translation>
    </message>
    <message>
        <source>Exploring…</source>
        <translation>Explorando…</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Resposta: %1</translation>
    </message>
    <message>
        <source>Predict: %1</source>
        <translation>Previsão: %1</translation>
    </message>
    <message>
        <source>You changed the lesson&apos;s parameters: these expectations were written for the lesson as shipped, so a red line here may be your change working.</source>
        <translation>Você alterou os parâmetros da lição: estas expectativas foram escritas para a lição original, então uma linha vermelha aqui pode ser a sua mudança funcionando.</translation>
    </message>
    <message>
        <source>1 expectation</source>
        <translation>1 expectativa</translation>
    </message>
    <message>
        <source>%1 expectations</source>
        <translation>%1 expectativas</translation>
    </message>
    <message>
        <source>1 more expectation</source>
        <translation>mais 1 expectativa</translation>
    </message>
    <message>
        <source>%1 more expectations</source>
        <translation>mais %1 expectativas</translation>
    </message>
    <message>
        <source>… %1, each shown once the run has decided it</source>
        <translation>… %1, cada uma exibida quando a execução a tiver decidido</translation>
    </message>
    <message>
        <source>expected %1
actual %2</source>
        <translation>esperado %1
obtido %2</translation>
    </message>
</context>
<context>
    <name>corrsim::MainWindow</name>
    <message>
        <source>Corrsim</source>
        <translation>Corrsim</translation>
    </message>
    <message>
        <source>Pick a lesson on the left, or open a scenario file (Ctrl+O).</source>
        <translation>Escolha uma lição à esquerda ou abra um arquivo de cenário (Ctrl+O).</translation>
    </message>
    <message>
        <source>Saga timeline</source>
        <translation>Linha do tempo das sagas</translation>
    </message>
    <message>
        <source>Show only the sagas that ended in one state (once the run has been played to its end)</source>
        <translation>Mostrar só as sagas que terminaram em um estado (depois que a execução for reproduzida até o fim)</translation>
    </message>
    <message>
        <source>Run panels</source>
        <translation>Painéis da execução</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Registro de eventos</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>Repositórios</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Message details</source>
        <translation>Detalhes da mensagem</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lições</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lição</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parâmetros</translation>
    </message>
    <message>
        <source>Expect this (how many the run has)…</source>
        <translation>Esperar isto (quantas vezes ocorre na execução)…</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>Definir %1</translation>
    </message>
    <message>
        <source>Put back %1</source>
        <translation>Restaurar %1</translation>
    </message>
    <message>
        <source>Skipped %1 in which nothing happens (%2 → %3)</source>
        <translation>Pulados %1 em que nada acontece (%2 → %3)</translation>
    </message>
    <message>
        <source>%1[*] — Corrsim</source>
        <translation>%1[*] — Corrsim</translation>
    </message>
    <message>
        <source>The run stopped early</source>
        <translation>A execução parou antes do fim</translation>
    </message>
    <message>
        <source>This event has no cause in the run.</source>
        <translation>Este evento não tem causa na execução.</translation>
    </message>
    <message>
        <source>Nothing in the run was caused by it.</source>
        <translation>Nada na execução foi causado por ele.</translation>
    </message>
    <message>
        <source>No more problems after this point.</source>
        <translation>Não há mais problemas depois deste ponto.</translation>
    </message>
    <message>
        <source>No later event matches the filter.</source>
        <translation>Nenhum evento posterior corresponde ao filtro.</translation>
    </message>
    <message>
        <source>the window shows one run at a time, so %1 did not open: drop each on its own, or start another corrsim for it</source>
        <translation>a janela mostra uma execução por vez, então %1 não foi aberto: solte um arquivo de cada vez ou inicie outro corrsim para ele</translation>
    </message>
    <message>
        <source>%1 is not a file on this computer: save it first</source>
        <translation>%1 não é um arquivo neste computador: salve-o primeiro</translation>
    </message>
    <message>
        <source>Your unsaved edits are only in memory: the recovery file could not be written (%1). Save the lesson where there is room.</source>
        <translation>Suas edições não salvas estão só na memória: não foi possível gravar o arquivo de recuperação (%1). Salve a lição em um local com espaço.</translation>
    </message>
    <message>
        <source>&amp;Save lesson</source>
        <translation>&amp;Salvar lição</translation>
    </message>
    <message>
        <source>Save lesson &amp;as…</source>
        <translation>Salvar lição &amp;como…</translation>
    </message>
    <message>
        <source>Export s&amp;tudent copy…</source>
        <translation>Exportar có&amp;pia do aluno…</translation>
    </message>
    <message>
        <source>The lesson without its answers and reveals, and a teacher&apos;s copy with them</source>
        <translation>A lição sem as respostas e as revelações, e uma cópia do professor com elas</translation>
    </message>
    <message>
        <source>&amp;New lesson…</source>
        <translation>&amp;Nova lição…</translation>
    </message>
    <message>
        <source>A lesson about a system of your own, from a template</source>
        <translation>Uma lição sobre um sistema seu, a partir de um modelo</translation>
    </message>
    <message>
        <source>Recover &amp;unsaved edits</source>
        <translation>Recuperar &amp;edições não salvas</translation>
    </message>
    <message>
        <source>(no unsaved edits to recover)</source>
        <translation>(nenhuma edição não salva para recuperar)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Lição</translation>
    </message>
    <message>
        <source>Add &amp;note here…</source>
        <translation>Adicionar &amp;nota aqui…</translation>
    </message>
    <message>
        <source>&amp;Ask here (a predict step)…</source>
        <translation>&amp;Perguntar aqui (uma pergunta de previsão)…</translation>
    </message>
    <message>
        <source>E&amp;xpect this event (how many the run has)…</source>
        <translation>E&amp;sperar este evento (quantas vezes ocorre na execução)…</translation>
    </message>
    <message>
        <source>&amp;Title and summary…</source>
        <translation>&amp;Título e resumo…</translation>
    </message>
    <message>
        <source>Pa&amp;rticipants…</source>
        <translation>Pa&amp;rticipantes…</translation>
    </message>
    <message>
        <source>&amp;Outline (every note, step and expectation)</source>
        <translation>R&amp;oteiro (todas as notas, passos e expectativas)</translation>
    </message>
    <message>
        <source>&amp;Edit the note at the cursor…</source>
        <translation>&amp;Editar a nota no cursor…</translation>
    </message>
    <message>
        <source>&amp;Delete the note at the cursor</source>
        <translation>E&amp;xcluir a nota no cursor</translation>
    </message>
    <message>
        <source>Select an event of the run (a message, a store change, a state): the expectation counts the events like it.</source>
        <translation>Selecione um evento da execução (uma mensagem, uma mudança em repositório, um estado): a expectativa conta os eventos iguais a ele.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Expect this at the end of the run</source>
        <translation>Esperar isto no fim da execução</translation>
    </message>
    <message>
        <source>%1 is gone from %2</source>
        <translation>%1 saiu de %2</translation>
    </message>
    <message>
        <source>%1 %2 is %3</source>
        <translation>%1 %2 é %3</translation>
    </message>
    <message>
        <source>saga %1 reaches %2</source>
        <translation>saga %1 chega a %2</translation>
    </message>
    <message>
        <source>Expect this: %1</source>
        <translation>Esperar isto: %1</translation>
    </message>
    <message>
        <source>Expect this</source>
        <translation>Esperar isto</translation>
    </message>
    <message>
        <source>The expectation&apos;s name, as the lesson shows it once the run has decided it:</source>
        <translation>O nome da expectativa, como a lição o mostra depois que a execução a decide:</translation>
    </message>
    <message>
        <source>Expect %1</source>
        <translation>Esperar %1</translation>
    </message>
    <message>
        <source>Select an event of the run (a message, a store change, a state): a note goes right before it, wherever a parameter change moves it.</source>
        <translation>Selecione um evento da execução (uma mensagem, uma mudança em repositório, um estado): a nota fica logo antes dele, para onde quer que uma mudança de parâmetro o leve.</translation>
    </message>
    <message>
        <source>A trace read from a file is not a lesson: open its scenario to add notes.</source>
        <translation>Um trace lido de um arquivo não é uma lição: abra o cenário dele para adicionar notas.</translation>
    </message>
    <message>
        <source>Ask here</source>
        <translation>Perguntar aqui</translation>
    </message>
    <message>
        <source>Add note here</source>
        <translation>Adicionar nota aqui</translation>
    </message>
    <message>
        <source>Add note</source>
        <translation>Adicionar nota</translation>
    </message>
    <message>
        <source>No note is shown at the cursor: step to one, or add one with Lesson › Add note here.</source>
        <translation>Nenhuma nota é exibida no cursor: avance até uma ou adicione uma com Lição › Adicionar nota aqui.</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>Editar nota</translation>
    </message>
    <message>
        <source>No note is shown at the cursor: step to the one to delete.</source>
        <translation>Nenhuma nota é exibida no cursor: avance até a que deseja excluir.</translation>
    </message>
    <message>
        <source>Delete note</source>
        <translation>Excluir nota</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>Salvar lição</translation>
    </message>
    <message>
        <source>Scenario (*.json)</source>
        <translation>Cenário (*.json)</translation>
    </message>
    <message>
        <source>Saved %1: it plays here now, and `corrsim validate --lesson` checks it</source>
        <translation>%1 salvo: já é reproduzido aqui, e `corrsim validate --lesson` o verifica</translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation>Nada foi gravado: %1</translation>
    </message>
    <message numerus="yes">
        <source>A class would meet %n problem(s) in this lesson (corrsim validate --lesson):</source>
        <translation>
            <numerusform>Uma turma encontraria %n problema nesta lição (corrsim validate --lesson):</numerusform>
            <numerusform>Uma turma encontraria %n problemas nesta lição (corrsim validate --lesson):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>
… and %n more</source>
        <translation>
            <numerusform>
… e mais %n</numerusform>
            <numerusform>
… e mais %n</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Save anyway</source>
        <translation>&amp;Salvar mesmo assim</translation>
    </message>
    <message>
        <source>Export student copy</source>
        <translation>Exportar cópia do aluno</translation>
    </message>
    <message>
        <source>Wrote %1 (no answers, no reveals) and %2 (with them)</source>
        <translation>Gravados %1 (sem respostas nem revelações) e %2 (com elas)</translation>
    </message>
    <message>
        <source>A new lesson from a template: Lesson › Title and summary names it, File › Save lesson as writes it.</source>
        <translation>Uma nova lição a partir de um modelo: Lição › Título e resumo lhe dá um nome, Arquivo › Salvar lição como a grava.</translation>
    </message>
    <message>
        <source>New lesson</source>
        <translation>Nova lição</translation>
    </message>
    <message>
        <source>A trace read from a file is not a lesson: open its scenario to edit it.</source>
        <translation>Um trace lido de um arquivo não é uma lição: abra o cenário dele para editá-lo.</translation>
    </message>
    <message>
        <source>title and summary</source>
        <translation>título e resumo</translation>
    </message>
    <message>
        <source>Unsaved edits</source>
        <translation>Edições não salvas</translation>
    </message>
    <message>
        <source>Unsaved edits to %1. Restore them?</source>
        <translation>Há edições não salvas em %1. Restaurá-las?</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurar</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Agora não</translation>
    </message>
    <message>
        <source>Not now keeps them in File › Recover unsaved edits.</source>
        <translation>&quot;Agora não&quot; as mantém em Arquivo › Recuperar edições não salvas.</translation>
    </message>
    <message>
        <source>Unsaved lesson edits</source>
        <translation>Edições da lição não salvas</translation>
    </message>
    <message>
        <source>The lesson has edits that are not saved. Save them before going on?</source>
        <translation>A lição tem edições que não foram salvas. Salvá-las antes de continuar?</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open scenario or trace</source>
        <translation>Abrir cenário ou trace</translation>
    </message>
    <message>
        <source>Scenarios and traces (*.json *.jsonl *.ctrace *.gz);;All files (*)</source>
        <translation>Cenários e traces (*.json *.jsonl *.ctrace *.gz);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir recen&amp;tes</translation>
    </message>
    <message>
        <source>Span &amp;import options…</source>
        <translation>Opções de &amp;importação de spans…</translation>
    </message>
    <message>
        <source>For spans another tool wrote (OTLP, Jaeger, Zipkin; open one first): which spans apply effects, which attribute carries the correlation ID</source>
        <translation>Para spans gravados por outra ferramenta (OTLP, Jaeger, Zipkin; abra um antes): quais spans aplicam efeitos, qual atributo carrega o ID de correlação</translation>
    </message>
    <message>
        <source>&amp;Make a scenario from this trace…</source>
        <translation>&amp;Gerar um cenário a partir deste trace…</translation>
    </message>
    <message>
        <source>For spans another tool wrote: a scenario with their requesters and services, at the observed times, that replays them; what the spans cannot show is written as assumed</source>
        <translation>Para spans gravados por outra ferramenta: um cenário com os requisitantes e serviços deles, nos tempos observados, que os reproduz; o que os spans não mostram é registrado como suposição</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xportar</translation>
    </message>
    <message>
        <source>&amp;Diagram (SVG, PNG, PDF, PlantUML, Mermaid)…</source>
        <translation>&amp;Diagrama (SVG, PNG, PDF, PlantUML, Mermaid)…</translation>
    </message>
    <message>
        <source>Diagram of the &amp;visible time window (SVG, PNG, PDF)…</source>
        <translation>Diagrama da janela de tempo &amp;visível (SVG, PNG, PDF)…</translation>
    </message>
    <message>
        <source>&amp;Trace (JSON Lines, Perfetto, CSV, OpenTelemetry)…</source>
        <translation>&amp;Trace (JSON Lines, Perfetto, CSV, OpenTelemetry)…</translation>
    </message>
    <message>
        <source>&amp;Animation frames…</source>
        <translation>&amp;Quadros de animação…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;xecutar</translation>
    </message>
    <message>
        <source>Run &amp;again</source>
        <translation>&amp;Reexecutar</translation>
    </message>
    <message>
        <source>Run again; a scenario file that changed on disk, or failed to load, is read again</source>
        <translation>Executar novamente; um arquivo de cenário que mudou no disco, ou que não carregou, é lido de novo</translation>
    </message>
    <message>
        <source>&amp;Cancel run</source>
        <translation>&amp;Cancelar execução</translation>
    </message>
    <message>
        <source>S&amp;weep seeds and values…</source>
        <translation>&amp;Varredura de sementes e valores…</translation>
    </message>
    <message>
        <source>E&amp;xplore every fault up to a bound…</source>
        <translation>E&amp;xplorar todas as falhas até um limite…</translation>
    </message>
    <message>
        <source>Explore…</source>
        <translation>Explorar…</translation>
    </message>
    <message>
        <source>Run every schedule of drops, copies, delays, reorderings and crashes up to a number of faults, and show the shortest one that breaks a check</source>
        <translation>Executar toda agenda de perdas, cópias, atrasos, reordenações e quedas até um número de falhas, e mostrar a mais curta que viola uma verificação</translation>
    </message>
    <message>
        <source>&amp;What if… at the cursor</source>
        <translation>&amp;E se… no cursor</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizar</translation>
    </message>
    <message>
        <source>Zoom time &amp;in</source>
        <translation>&amp;Aproximar o tempo</translation>
    </message>
    <message>
        <source>Zoom time &amp;out</source>
        <translation>A&amp;fastar o tempo</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>Texto &amp;maior</translation>
    </message>
    <message>
        <source>S&amp;maller text</source>
        <translation>Texto m&amp;enor</translation>
    </message>
    <message>
        <source>Te&amp;xt at its first size</source>
        <translation>Texto no &amp;tamanho inicial</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Tela c&amp;heia</translation>
    </message>
    <message>
        <source>&amp;Fit the whole run</source>
        <translation>A&amp;justar à execução inteira</translation>
    </message>
    <message>
        <source>&amp;Go to time…</source>
        <translation>&amp;Ir para o instante…</translation>
    </message>
    <message>
        <source>Follow the &amp;cursor</source>
        <translation>Seguir o &amp;cursor</translation>
    </message>
    <message>
        <source>Keep the moment being played in view</source>
        <translation>Manter à vista o momento em reprodução</translation>
    </message>
    <message>
        <source>&amp;Narrow the broker and relay lanes</source>
        <translation>Est&amp;reitar as raias do broker e dos relays</translation>
    </message>
    <message>
        <source>The services&apos; lanes share the width; the broker and the relays are slivers, named when you point at them (on in presentation)</source>
        <translation>As raias dos serviços dividem a largura; o broker e os relays viram faixas estreitas, com nome ao apontar para elas (ativado no modo apresentação)</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>Modo a&amp;presentação</translation>
    </message>
    <message>
        <source>Larger text, the diagram and the lesson first (corrsim --present)</source>
        <translation>Texto maior, o diagrama e a lição em primeiro plano (corrsim --present)</translation>
    </message>
    <message>
        <source>Show the whole run (&amp;analysis)</source>
        <translation>Mostrar a execução inteira (a&amp;nálise)</translation>
    </message>
    <message>
        <source>Off (lesson mode): every view shows only what has happened up to the cursor</source>
        <translation>Desativado (modo lição): cada visão mostra só o que aconteceu até o cursor</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>&amp;Legenda</translation>
    </message>
    <message>
        <source>What the diagram shows</source>
        <translation>O que o diagrama mostra</translation>
    </message>
    <message>
        <source>&amp;Search events</source>
        <translation>&amp;Buscar eventos</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Corrsim will be in %1 the next time it starts.</source>
        <translation>O Corrsim estará em %1 na próxima vez que for iniciado.</translation>
    </message>
    <message>
        <source>The system&apos;s</source>
        <translation>O do sistema</translation>
    </message>
    <message>
        <source>&amp;Lessons list</source>
        <translation>Li&amp;sta de lições</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
        <source>&amp;About Corrsim</source>
        <translation>&amp;Sobre o Corrsim</translation>
    </message>
    <message>
        <source>About Corrsim</source>
        <translation>Sobre o Corrsim</translation>
    </message>
    <message>
        <source>&lt;b&gt;Corrsim %1&lt;/b&gt;&lt;p&gt;A simulator that makes the correlation and saga patterns of messaging systems visible.&lt;/p&gt;&lt;p&gt;Licensed under the GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Corrsim %1&lt;/b&gt;&lt;p&gt;Um simulador que torna visíveis os padrões de correlação e de saga dos sistemas de mensageria.&lt;/p&gt;&lt;p&gt;Licenciado sob a GPL, versão 3 ou posterior.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Arquivo</translation>
    </message>
    <message>
        <source>Go to time</source>
        <translation>Ir para o instante</translation>
    </message>
    <message>
        <source>Virtual time (e.g. 250ms, 63min):</source>
        <translation>Tempo virtual (ex.: 250ms, 63min):</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a time: write a number and a unit, e.g. 250ms or 63min.</source>
        <translation>&quot;%1&quot; não é um tempo: escreva um número e uma unidade, ex.: 250ms ou 63min.</translation>
    </message>
    <message>
        <source>%1 of %2 expectations hold</source>
        <translation>%1 de %2 expectativas cumpridas</translation>
    </message>
    <message>
        <source>%1 of %2 expectations decided so far</source>
        <translation>%1 de %2 expectativas decididas até aqui</translation>
    </message>
    <message>
        <source>%1%2%3 · seed %4 · %5 events · %6 · fingerprint %7</source>
        <translation>%1%2%3 · semente %4 · %5 eventos · %6 · impressão digital %7</translation>
    </message>
    <message>
        <source> (replayed trace)</source>
        <translation> (trace reproduzido)</translation>
    </message>
    <message>
        <source>Analysis: every view shows the whole run</source>
        <translation>Análise: cada visão mostra a execução inteira</translation>
    </message>
    <message>
        <source>Lesson mode: the views show the run up to the cursor</source>
        <translation>Modo lição: as visões mostram a execução até o cursor</translation>
    </message>
    <message>
        <source>Text %1% of the presentation&apos;s first size</source>
        <translation>Texto a %1% do tamanho inicial da apresentação</translation>
    </message>
    <message>
        <source>Text %1%</source>
        <translation>Texto %1%</translation>
    </message>
    <message>
        <source>All sagas, the unusual first</source>
        <translation>Todas as sagas, as incomuns primeiro</translation>
    </message>
    <message>
        <source>All sagas (by outcome at the end of the run)</source>
        <translation>Todas as sagas (por desfecho no fim da execução)</translation>
    </message>
    <message>
        <source>Only %1 (%2)</source>
        <translation>Só %1 (%2)</translation>
    </message>
    <message>
        <source>Outline</source>
        <translation>Roteiro</translation>
    </message>
    <message>
        <source>The outline shows every note: leave presentation mode to see it.</source>
        <translation>O roteiro mostra todas as notas: saia do modo apresentação para vê-lo.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The lesson as shipped</source>
        <translation>A lição original</translation>
    </message>
    <message>
        <source>Variant %1</source>
        <translation>Variante %1</translation>
    </message>
    <message>
        <source>Variant: %1</source>
        <translation>Variante: %1</translation>
    </message>
    <message>
        <source>this fault</source>
        <translation>esta falha</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>Manter %1</translation>
    </message>
    <message>
        <source>What if it were delayed</source>
        <translation>E se ela se atrasasse</translation>
    </message>
    <message>
        <source>Delay by (e.g. 20ms, 1.5s):</source>
        <translation>Atrasar em (ex.: 20ms, 1.5s):</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>E se…</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Comparar com</translation>
    </message>
    <message>
        <source>Runs and scenarios (*.jsonl *.ctrace *.jsonl.gz *.ctrace.gz *.json);;All files (*)</source>
        <translation>Execuções e cenários (*.jsonl *.ctrace *.jsonl.gz *.ctrace.gz *.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>(the lesson as shipped)</source>
        <translation>(a lição original)</translation>
    </message>
    <message>
        <source>Compare with a variant</source>
        <translation>Comparar com uma variante</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Varredura</translation>
    </message>
    <message>
        <source>A saved trace cannot run again: open its scenario to sweep it.</source>
        <translation>Um trace salvo não pode ser executado de novo: abra o cenário dele para fazer a varredura.</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Explorar</translation>
    </message>
    <message>
        <source>A saved trace cannot run again: open its scenario to explore it.</source>
        <translation>Um trace salvo não pode ser executado de novo: abra o cenário dele para explorá-lo.</translation>
    </message>
    <message numerus="yes">
        <source>Keep explore&apos;s %n fault(s)</source>
        <translation>
            <numerusform>Manter %n falha da exploração</numerusform>
            <numerusform>Manter %n falhas da exploração</numerusform>
        </translation>
    </message>
    <message>
        <source>This note&apos;s event does not happen in this run, so it cannot be edited here: put the run back, or delete the note and add it where it belongs.</source>
        <translation>O evento desta nota não acontece nesta execução, então ela não pode ser editada aqui: volte a execução ao que era, ou apague a nota e adicione-a onde ela deve ficar.</translation>
    </message>
    <message>
        <source>the end of the run</source>
        <translation>o fim da execução</translation>
    </message>
    <message>
        <source>• “%1”: %2</source>
        <translation>• “%1”: %2</translation>
    </message>
    <message>
        <source>Fault kept</source>
        <translation>Falha mantida</translation>
    </message>
    <message numerus="yes">
        <source>Keeping it moved %n of the lesson’s notes:</source>
        <translation>
            <numerusform>Mantê-la moveu %n das notas da lição:</numerusform>
            <numerusform>Mantê-la moveu %n das notas da lição:</numerusform>
        </translation>
    </message>
    <message>
        <source>A note on an ordinal alone (“the 3rd delivery”) follows the ordinal. Edit › Undo takes the fault back out; the outline lists every note and where it stands.</source>
        <translation>Uma nota ancorada só num ordinal (“a 3ª entrega”) segue o ordinal. Editar › Desfazer retira a falha; o roteiro lista cada nota e onde ela está.</translation>
    </message>
    <message>
        <source>Put the cursor on the event the note belongs before (a message, a store change, a state), then press M on the note.</source>
        <translation>Ponha o cursor no evento antes do qual a nota deve ficar (uma mensagem, uma mudança de armazenamento, um estado) e pressione M na nota.</translation>
    </message>
    <message>
        <source>Move note</source>
        <translation>Mover nota</translation>
    </message>
    <message>
        <source>C&amp;ompare</source>
        <translation>C&amp;omparar</translation>
    </message>
    <message>
        <source>With a &amp;saved run or a scenario file…</source>
        <translation>Com uma execução &amp;salva ou um arquivo de cenário…</translation>
    </message>
    <message>
        <source>With a &amp;variant of this lesson…</source>
        <translation>Com uma &amp;variante desta lição…</translation>
    </message>
    <message>
        <source>Languag&amp;e</source>
        <translation>&amp;Idioma</translation>
    </message>
</context>
<context>
    <name>corrsim::NewLessonDialog</name>
    <message>
        <source>New lesson</source>
        <translation>Nova lição</translation>
    </message>
    <message>
        <source>Start from the system closest to yours, then change its parameters and add notes, predict steps and expectations.</source>
        <translation>Comece pelo sistema mais parecido com o seu, depois mude os parâmetros dele e adicione notas, perguntas de previsão e expectativas.</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Modelos</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Criar</translation>
    </message>
</context>
<context>
    <name>corrsim::NoteDialog</name>
    <message>
        <source>Shown right before: %1</source>
        <translation>Exibida logo antes de: %1</translation>
    </message>
    <message>
        <source>What the class reads:</source>
        <translation>O que a turma lê:</translation>
    </message>
    <message>
        <source>Pause playback here</source>
        <translation>Pausar a reprodução aqui</translation>
    </message>
    <message>
        <source>The question:</source>
        <translation>A pergunta:</translation>
    </message>
    <message>
        <source>One choice a line, 2 to 6 (or none for a short answer)</source>
        <translation>Uma alternativa por linha, de 2 a 6 (ou nenhuma, para resposta curta)</translation>
    </message>
    <message>
        <source>Choices:</source>
        <translation>Alternativas:</translation>
    </message>
    <message>
        <source>The right choice, word for word: kept secret until the reveal, and left out of a student copy</source>
        <translation>A alternativa certa, palavra por palavra: fica em segredo até a revelação e não entra na cópia do aluno</translation>
    </message>
    <message>
        <source>The answer:</source>
        <translation>A resposta:</translation>
    </message>
    <message>
        <source>Shown once the class has predicted: the answer and why</source>
        <translation>Exibida depois que a turma fez a previsão: a resposta e o porquê</translation>
    </message>
    <message>
        <source>The reveal:</source>
        <translation>A revelação:</translation>
    </message>
    <message>
        <source>Write what the class reads at this event.</source>
        <translation>Escreva o que a turma lê neste evento.</translation>
    </message>
    <message>
        <source>Write the question the class answers before the run goes on.</source>
        <translation>Escreva a pergunta que a turma responde antes de a execução continuar.</translation>
    </message>
    <message>
        <source>Offer 2 to 6 choices, one a line (or none, for a short answer).</source>
        <translation>Ofereça de 2 a 6 alternativas, uma por linha (ou nenhuma, para resposta curta).</translation>
    </message>
    <message>
        <source>Name the answer: it is kept secret until the reveal, and lets Corrsim check that nothing shown before the question gives it away.</source>
        <translation>Informe a resposta: ela fica em segredo até a revelação e permite ao Corrsim verificar que nada exibido antes da pergunta a entrega.</translation>
    </message>
    <message>
        <source>The answer must be one of the choices, word for word.</source>
        <translation>A resposta deve ser uma das alternativas, palavra por palavra.</translation>
    </message>
    <message>
        <source>Write the reveal: what the class reads once it has predicted.</source>
        <translation>Escreva a revelação: o que a turma lê depois de fazer a previsão.</translation>
    </message>
</context>
<context>
    <name>corrsim::ParameterDelegate</name>
    <message>
        <source>a duration: a number and a unit, e.g. 50ms, 1.5s, 2min</source>
        <translation>uma duração: um número e uma unidade, ex.: 50ms, 1.5s, 2min</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>um número inteiro</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>um número</translation>
    </message>
    <message>
        <source>a probability from 0 to 1, e.g. 0.3</source>
        <translation>uma probabilidade de 0 a 1, ex.: 0.3</translation>
    </message>
    <message>
        <source>Not yet: %1</source>
        <translation>Ainda não: %1</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Não aplicado: %1</translation>
    </message>
</context>
<context>
    <name>corrsim::ParameterPanel</name>
    <message>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <source>Double-click a value to change it; the lesson starts again from the beginning. Changed values are blue: click ↺ to put one back.</source>
        <translation>Clique duas vezes em um valor para alterá-lo; a lição recomeça do início. Valores alterados ficam azuis: clique em ↺ para restaurar um deles.</translation>
    </message>
    <message>
        <source>Reset all to the lesson</source>
        <translation>Restaurar tudo como na lição</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parâmetros</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parâmetro</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>Double-click to pick another</source>
        <translation>Clique duas vezes para escolher outro</translation>
    </message>
    <message>
        <source>Double-click to change</source>
        <translation>Clique duas vezes para alterar</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s value: %1</source>
        <translation>Voltar ao valor da lição: %1</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s value</source>
        <translation>Voltar ao valor da lição</translation>
    </message>
</context>
<context>
    <name>corrsim::ParticipantsDialog</name>
    <message>
        <source>Participants</source>
        <translation>Participantes</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Adicionar…</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>Re&amp;nomear…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remover</translation>
    </message>
    <message>
        <source>Why the last change was not made</source>
        <translation>Por que a última alteração não foi feita</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, a %2</source>
        <translation>%1, do tipo %2</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(escolha)</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(não definido)</translation>
    </message>
    <message>
        <source>(default: %1)</source>
        <translation>(padrão: %1)</translation>
    </message>
    <message>
        <source>Apply %1</source>
        <translation>Aplicar %1</translation>
    </message>
    <message>
        <source>A trace read from a file has no participants to edit: open a scenario.</source>
        <translation>Um trace lido de um arquivo não tem participantes para editar: abra um cenário.</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Não alterado: %1</translation>
    </message>
    <message>
        <source>set %1.%2</source>
        <translation>definir %1.%2</translation>
    </message>
    <message>
        <source>add %1</source>
        <translation>adicionar %1</translation>
    </message>
    <message>
        <source>rename %1 to %2</source>
        <translation>renomear %1 para %2</translation>
    </message>
    <message>
        <source>remove %1</source>
        <translation>remover %1</translation>
    </message>
    <message>
        <source>Add a participant</source>
        <translation>Adicionar um participante</translation>
    </message>
    <message>
        <source>Its kind:</source>
        <translation>Tipo:</translation>
    </message>
    <message>
        <source>Its name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Renomear %1</translation>
    </message>
    <message>
        <source>Its new name (notes, faults, stores and workers follow):</source>
        <translation>Novo nome (notas, falhas, repositórios e workers acompanham):</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Remover %1</translation>
    </message>
    <message>
        <source>Remove %1 from the lesson? (Edit › Undo brings it back.)</source>
        <translation>Remover %1 da lição? (Editar › Desfazer o traz de volta.)</translation>
    </message>
</context>
<context>
    <name>corrsim::PartitionTableModel</name>
    <message>
        <source>Topic</source>
        <translation>Tópico</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>Partição</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Mensagens</translation>
    </message>
    <message>
        <source>Delivered to each consumer group</source>
        <translation>Entregues a cada grupo de consumidores</translation>
    </message>
</context>
<context>
    <name>corrsim::PlaybackBar</name>
    <message>
        <source>Playback</source>
        <translation>Reprodução</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Para o início</translation>
    </message>
    <message>
        <source>Previous event</source>
        <translation>Evento anterior</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>Reproduzir / pausar</translation>
    </message>
    <message>
        <source>Next event</source>
        <translation>Próximo evento</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Para o fim</translation>
    </message>
    <message>
        <source>Next step of the lesson</source>
        <translation>Próximo passo da lição</translation>
    </message>
    <message>
        <source>Previous step of the lesson</source>
        <translation>Passo anterior da lição</translation>
    </message>
    <message>
        <source>Reveal the answer</source>
        <translation>Revelar a resposta</translation>
    </message>
    <message>
        <source>Next problem</source>
        <translation>Próx. problema</translation>
    </message>
    <message>
        <source>Run until the next 4xx/5xx, discarded or mismatched reply, drop or crash (N)</source>
        <translation>Executar até o próximo 4xx/5xx, resposta descartada ou trocada, perda ou queda (N)</translation>
    </message>
    <message>
        <source>Playback speed: virtual time per real second</source>
        <translation>Velocidade de reprodução: tempo virtual por segundo real</translation>
    </message>
    <message>
        <source>%1 / s</source>
        <translation>%1 / s</translation>
    </message>
    <message>
        <source>Playback position</source>
        <translation>Posição da reprodução</translation>
    </message>
    <message>
        <source>Scrub through the run&apos;s events</source>
        <translation>Percorrer os eventos da execução</translation>
    </message>
    <message>
        <source>Play on, or reveal the question first (Space, PageDown, →)</source>
        <translation>Continuar, ou revelar a pergunta antes (Espaço, PageDown, →)</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>Reproduzir / pausar (Espaço)</translation>
    </message>
    <message>
        <source>  t = %1   (event %2)</source>
        <translation>  t = %1   (evento %2)</translation>
    </message>
</context>
<context>
    <name>corrsim::PlaylistDialog</name>
    <message>
        <source>Class playlist</source>
        <translation>Playlist da aula</translation>
    </message>
    <message>
        <source>Tick the lessons of the session and put them in order. At the end of a lesson, the next step (Space, PageDown, →) opens the next one; Ctrl+PageDown skips to it.</source>
        <translation>Marque as lições da sessão e coloque-as em ordem. No fim de uma lição, o próximo passo (Espaço, PageDown, →) abre a seguinte; Ctrl+PageDown pula direto para ela.</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Mover para &amp;cima</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Mover para &amp;baixo</translation>
    </message>
</context>
<context>
    <name>corrsim::PresenterView</name>
    <message>
        <source>Presenter view — Corrsim</source>
        <translation>Visão do apresentador — Corrsim</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Agora</translation>
    </message>
    <message>
        <source>The question and its answer (for you)</source>
        <translation>A pergunta e a resposta (para você)</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>Próxima pergunta</translation>
    </message>
    <message>
        <source>No lesson open</source>
        <translation>Nenhuma lição aberta</translation>
    </message>
    <message>
        <source>The class has seen the answer.</source>
        <translation>A turma já viu a resposta.</translation>
    </message>
    <message>
        <source>Not yet revealed to the class.</source>
        <translation>Ainda não revelada à turma.</translation>
    </message>
    <message>
        <source>No question yet.</source>
        <translation>Nenhuma pergunta ainda.</translation>
    </message>
    <message>
        <source>None: this is the lesson&apos;s last question.</source>
        <translation>Nenhuma: esta é a última pergunta da lição.</translation>
    </message>
</context>
<context>
    <name>corrsim::RecentFiles</name>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Limpar a lista</translation>
    </message>
</context>
<context>
    <name>corrsim::RunCharts</name>
    <message>
        <source>Messages by kind</source>
        <translation>Mensagens por tipo</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latência</translation>
    </message>
    <message>
        <source>Sagas by state</source>
        <translation>Sagas por estado</translation>
    </message>
    <message>
        <source>Sagas by state (ms)</source>
        <translation>Sagas por estado (ms)</translation>
    </message>
    <message>
        <source>entries</source>
        <translation>entradas</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>em trânsito</translation>
    </message>
    <message>
        <source>Entries and messages (ms)</source>
        <translation>Entradas e mensagens (ms)</translation>
    </message>
    <message>
        <source>Reply latency: no replies matched in this run</source>
        <translation>Latência das respostas: nenhuma resposta ligada nesta execução</translation>
    </message>
    <message>
        <source>Reply latency (ms)</source>
        <translation>Latência das respostas (ms)</translation>
    </message>
    <message>
        <source>replies</source>
        <translation>respostas</translation>
    </message>
</context>
<context>
    <name>corrsim::RunController</name>
    <message>
        <source>Cannot open the trace</source>
        <translation>Não foi possível abrir o trace</translation>
    </message>
    <message>
        <source>Opening %1 cancelled; the window still shows the last run.</source>
        <translation>Abertura de %1 cancelada; a janela ainda mostra a última execução.</translation>
    </message>
    <message>
        <source>%1 changed on disk: reloading</source>
        <translation>%1 mudou no disco: recarregando</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>Não foi possível abrir o cenário</translation>
    </message>
    <message>
        <source>Opening %1… (Esc cancels)</source>
        <translation>Abrindo %1… (Esc cancela)</translation>
    </message>
    <message>
        <source>Nothing to run again: this is a trace read from a file.</source>
        <translation>Nada para executar de novo: este é um trace lido de um arquivo.</translation>
    </message>
    <message>
        <source>The lesson as shipped</source>
        <translation>A lição original</translation>
    </message>
    <message>
        <source>Variant: %1</source>
        <translation>Variante: %1</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>Executando %1…</translation>
    </message>
    <message>
        <source>Run cancelled; the window still shows the last finished run.</source>
        <translation>Execução cancelada; a janela ainda mostra a última execução concluída.</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>E se…</translation>
    </message>
    <message>
        <source>%1 as it ran</source>
        <translation>%1 como foi executado</translation>
    </message>
    <message>
        <source>what if %1</source>
        <translation>e se %1</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>esta execução</translation>
    </message>
    <message>
        <source>the lesson as shipped</source>
        <translation>a lição original</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <source>Comparing with %1: running…</source>
        <translation>Comparando com %1: executando…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Read in the window&apos;s language from %1: Save asks where, so that %2 stays as written</source>
        <translation>Lida no idioma da janela a partir de %1: Salvar pergunta onde, para que %2 fique como foi escrita</translation>
    </message>
    <message>
        <source>The lesson&apos;s texts</source>
        <translation>Os textos da lição</translation>
    </message>
    <message>
        <source>%1

The lesson plays as written.</source>
        <translation>%1

A lição é reproduzida como foi escrita.</translation>
    </message>
</context>
<context>
    <name>corrsim::SagaTimeline</name>
    <message>
        <source>Saga timeline</source>
        <translation>Linha do tempo das sagas</translation>
    </message>
    <message>
        <source>%1 at %2, compensating</source>
        <translation>%1 em %2, compensando</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 em %2</translation>
    </message>
    <message>
        <source>saga %1 (%2): %3</source>
        <translation>saga %1 (%2): %3</translation>
    </message>
    <message>
        <source>compensation</source>
        <translation>compensação</translation>
    </message>
    <message>
        <source>saga &lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation>saga &lt;b&gt;%1&lt;/b&gt; (%2)</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 at %2</source>
        <translation>&lt;br&gt;%1 em %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;not started at %1</source>
        <translation>&lt;br&gt;não iniciada em %1</translation>
    </message>
    <message>
        <source> (compensating)</source>
        <translation> (compensando)</translation>
    </message>
    <message>
        <source>Show only this conversation</source>
        <translation>Mostrar só esta conversa</translation>
    </message>
    <message>
        <source>The sequence diagram draws only saga %1&apos;s messages</source>
        <translation>O diagrama de sequência desenha só as mensagens da saga %1</translation>
    </message>
    <message>
        <source>This lesson has no sagas. The saga lessons draw one lane per payment here.</source>
        <translation>Esta lição não tem sagas. As lições de saga desenham aqui uma raia por pagamento.</translation>
    </message>
</context>
<context>
    <name>corrsim::SequenceDiagram</name>
    <message>
        <source>Show only conversation #%1</source>
        <translation>Mostrar só a conversa #%1</translation>
    </message>
    <message>
        <source>Show every message</source>
        <translation>Mostrar todas as mensagens</translation>
    </message>
    <message>
        <source>Sequence diagram</source>
        <translation>Diagrama de sequência</translation>
    </message>
    <message>
        <source>The same events are listed in the event log.</source>
        <translation>Os mesmos eventos aparecem no registro de eventos.</translation>
    </message>
    <message>
        <source>Only conversation #%1: show every message</source>
        <translation>Só a conversa #%1: mostrar todas as mensagens</translation>
    </message>
    <message>
        <source> (copy)</source>
        <translation> (cópia)</translation>
    </message>
    <message>
        <source>✔ matched</source>
        <translation>✔ ligada</translation>
    </message>
    <message>
        <source>✘ discarded</source>
        <translation>✘ descartada</translation>
    </message>
    <message>
        <source>⚠ wrong request</source>
        <translation>⚠ requisição errada</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>queda</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>reinício</translation>
    </message>
</context>
<context>
    <name>corrsim::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td valign=&apos;top&apos; style=&apos;padding-right:18px&apos;&gt;&lt;p&gt;&lt;b&gt;A lesson&lt;/b&gt; (a presenter&apos;s clicker sends these)&lt;/p&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;Space, PageDown, →&lt;/td&gt;&lt;td&gt;next step: play to the question, reveal it, play on to the moment it is about, play on to the next question&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;PageUp, ←&lt;/td&gt;&lt;td&gt;the step before&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;R&lt;/td&gt;&lt;td&gt;reveal the answer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Shift+← Shift+→&lt;/td&gt;&lt;td&gt;previous / next event&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Home End&lt;/td&gt;&lt;td&gt;start / end (End stops at a question not yet revealed)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+PageDown&lt;/td&gt;&lt;td&gt;the class playlist&apos;s next lesson (the next step at a lesson&apos;s end opens it too)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+P&lt;/td&gt;&lt;td&gt;presenter view: the answer and the next question, for your screen&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;&lt;b&gt;Analysis&lt;/b&gt; (A)&lt;/p&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;Space&lt;/td&gt;&lt;td&gt;play / pause&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;← →&lt;/td&gt;&lt;td&gt;previous / next event&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;/td&gt;&lt;td valign=&apos;top&apos;&gt;&lt;p&gt;&lt;b&gt;Everywhere&lt;/b&gt;&lt;/p&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;N&lt;/td&gt;&lt;td&gt;next problem (4xx, discard, drop, crash)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F&lt;/td&gt;&lt;td&gt;fit the run&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;+ − or Ctrl + wheel&lt;/td&gt;&lt;td&gt;zoom time&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+= Ctrl+− Ctrl+0&lt;/td&gt;&lt;td&gt;larger, smaller, first-size text&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F11&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+F&lt;/td&gt;&lt;td&gt;search an ID&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F5&lt;/td&gt;&lt;td&gt;run again&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;P&lt;/td&gt;&lt;td&gt;presentation: large text, the diagram first&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;A&lt;/td&gt;&lt;td&gt;the whole run (analysis) / up to the cursor&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;1 2 3 4&lt;/td&gt;&lt;td&gt;event log, stores, saga timeline, charts&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;L&lt;/td&gt;&lt;td&gt;the lessons list&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;W&lt;/td&gt;&lt;td&gt;what if… at the cursor&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F1&lt;/td&gt;&lt;td&gt;what the diagram shows&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td valign=&apos;top&apos; style=&apos;padding-right:18px&apos;&gt;&lt;p&gt;&lt;b&gt;Uma lição&lt;/b&gt; (o passador de slides do apresentador envia estas teclas)&lt;/p&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;Espaço, PageDown, →&lt;/td&gt;&lt;td&gt;próximo passo: reproduz até a pergunta, revela a resposta, continua até o momento de que ela trata, continua até a próxima pergunta&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;PageUp, ←&lt;/td&gt;&lt;td&gt;o passo anterior&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;R&lt;/td&gt;&lt;td&gt;revelar a resposta&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Shift+← Shift+→&lt;/td&gt;&lt;td&gt;evento anterior / próximo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Home End&lt;/td&gt;&lt;td&gt;início / fim (End para em uma pergunta ainda não revelada)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+PageDown&lt;/td&gt;&lt;td&gt;a próxima lição da playlist da aula (o próximo passo no fim de uma lição também a abre)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+P&lt;/td&gt;&lt;td&gt;visão do apresentador: a resposta e a próxima pergunta, para a sua tela&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;&lt;b&gt;Análise&lt;/b&gt; (A)&lt;/p&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;Espaço&lt;/td&gt;&lt;td&gt;reproduzir / pausar&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;← →&lt;/td&gt;&lt;td&gt;evento anterior / próximo&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;/td&gt;&lt;td valign=&apos;top&apos;&gt;&lt;p&gt;&lt;b&gt;Em qualquer modo&lt;/b&gt;&lt;/p&gt;&lt;table cellspacing=&apos;6&apos;&gt;&lt;tr&gt;&lt;td&gt;N&lt;/td&gt;&lt;td&gt;próximo problema (4xx, descarte, perda, queda)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F&lt;/td&gt;&lt;td&gt;ajustar à execução inteira&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;+ − ou Ctrl + roda do mouse&lt;/td&gt;&lt;td&gt;zoom no tempo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+= Ctrl+− Ctrl+0&lt;/td&gt;&lt;td&gt;texto maior, menor, no tamanho inicial&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F11&lt;/td&gt;&lt;td&gt;tela cheia&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+F&lt;/td&gt;&lt;td&gt;buscar um ID&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F5&lt;/td&gt;&lt;td&gt;executar novamente&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;P&lt;/td&gt;&lt;td&gt;modo apresentação: texto grande, o diagrama em primeiro plano&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;A&lt;/td&gt;&lt;td&gt;a execução inteira (análise) / até o cursor&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;1 2 3 4&lt;/td&gt;&lt;td&gt;registro de eventos, repositórios, linha do tempo das sagas, gráficos&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;L&lt;/td&gt;&lt;td&gt;a lista de lições&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;W&lt;/td&gt;&lt;td&gt;E se… no cursor&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F1&lt;/td&gt;&lt;td&gt;o que o diagrama mostra&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>corrsim::StoreTableModel</name>
    <message>
        <source>no TTL</source>
        <translation>sem TTL</translation>
    </message>
    <message>
        <source>expired, not yet swept</source>
        <translation>expirada, ainda não varrida</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Chave</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Idade</translation>
    </message>
    <message>
        <source>TTL left</source>
        <translation>TTL restante</translation>
    </message>
</context>
<context>
    <name>corrsim::StoresPanel</name>
    <message>
        <source>Store</source>
        <translation>Repositório</translation>
    </message>
    <message>
        <source>Pick a store, or type part of its name</source>
        <translation>Escolha um repositório ou digite parte do nome</translation>
    </message>
    <message>
        <source>Store entries</source>
        <translation>Entradas do repositório</translation>
    </message>
    <message>
        <source>broker partitions</source>
        <translation>partições do broker</translation>
    </message>
</context>
<context>
    <name>corrsim::StudentCopyDialog</name>
    <message>
        <source>The title</source>
        <translation>O título</translation>
    </message>
    <message>
        <source>The summary</source>
        <translation>O resumo</translation>
    </message>
    <message>
        <source>Note %1, after the step</source>
        <translation>Nota %1, depois da pergunta</translation>
    </message>
    <message>
        <source>Note %1</source>
        <translation>Nota %1</translation>
    </message>
    <message>
        <source>The name of expectation %1</source>
        <translation>O nome da expectativa %1</translation>
    </message>
    <message>
        <source>Export student copy</source>
        <translation>Exportar cópia do aluno</translation>
    </message>
    <message>
        <source>States the answer to “%1”: it holds “%2”.</source>
        <translation>Diz a resposta de “%1”: contém “%2”.</translation>
    </message>
    <message>
        <source>%1, as the students read it</source>
        <translation>%1, como os alunos o leem</translation>
    </message>
    <message>
        <source>&amp;Hold it back from the students</source>
        <translation>&amp;Reter dos alunos</translation>
    </message>
    <message>
        <source>A title or a predict step&apos;s own words can only be rephrased</source>
        <translation>Um título ou o texto da própria pergunta só pode ser reescrito</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message numerus="yes">
        <source>The student copy leaves out every answer and reveal, but the students can read the whole file. The texts below (%n) state what a predict step asks: hold each back from the students or rephrase it for them. The teacher&apos;s copy keeps them as written.</source>
        <translation>
            <numerusform>A cópia do aluno deixa de fora cada resposta e revelação, mas os alunos podem ler o arquivo inteiro. O texto abaixo (%n) revela a resposta de uma pergunta de previsão: retenha-o dos alunos ou reescreva-o para eles. A cópia do professor o mantém como foi escrito.</numerusform>
            <numerusform>A cópia do aluno deixa de fora cada resposta e revelação, mas os alunos podem ler o arquivo inteiro. Os textos abaixo (%n) revelam a resposta de uma pergunta de previsão: retenha cada um dos alunos ou reescreva-o para eles. A cópia do professor os mantém como foram escritos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>corrsim::SweepChart</name>
    <message>
        <source>How often each outcome held, by value</source>
        <translation>Com que frequência cada resultado se cumpriu, por valor</translation>
    </message>
    <message>
        <source>Outcome rates by swept value</source>
        <translation>Taxas de resultado por valor varrido</translation>
    </message>
    <message>
        <source>Runs in which each outcome held, by %1</source>
        <translation>Execuções em que cada resultado se cumpriu, por %1</translation>
    </message>
    <message>
        <source>% of runs</source>
        <translation>% das execuções</translation>
    </message>
</context>
<context>
    <name>corrsim::SweepPanel</name>
    <message>
        <source>Sweep: %1</source>
        <translation>Varredura: %1</translation>
    </message>
    <message>
        <source>A value of the scenario, as --set names it: participants.orders.claim, network.drop, ...</source>
        <translation>Um valor do cenário, como o --set o nomeia: participants.orders.claim, network.drop, ...</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parâmetro</translation>
    </message>
    <message>
        <source>values, separated by commas</source>
        <translation>valores, separados por vírgulas</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valores</translation>
    </message>
    <message>
        <source>First seed</source>
        <translation>Primeira semente</translation>
    </message>
    <message>
        <source>Last seed</source>
        <translation>Última semente</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>Sementes</translation>
    </message>
    <message>
        <source>Run the sweep</source>
        <translation>Executar a varredura</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>Salvar como CSV…</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Gráfico</translation>
    </message>
    <message>
        <source>What the chart shows for each value: the runs in which every expectation held, or one expectation</source>
        <translation>O que o gráfico mostra para cada valor: as execuções em que todas as expectativas se cumpriram, ou uma expectativa</translation>
    </message>
    <message>
        <source>Runs of the sweep</source>
        <translation>Execuções da varredura</translation>
    </message>
    <message>
        <source>Double-click a run to open it in the main window</source>
        <translation>Clique duas vezes em uma execução para abri-la na janela principal</translation>
    </message>
    <message>
        <source>Open the run</source>
        <translation>Abrir a execução</translation>
    </message>
    <message>
        <source>Cannot sweep %1: %2</source>
        <translation>Não foi possível varrer %1: %2</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>Running %1 runs on %2 threads…</source>
        <translation>Rodando %1 execuções em %2 threads…</translation>
    </message>
    <message>
        <source>The sweep stopped: %1</source>
        <translation>A varredura parou: %1</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Parou.</translation>
    </message>
    <message>
        <source>all expectations held</source>
        <translation>todas as expectativas cumpridas</translation>
    </message>
    <message>
        <source>seeds %1..%2</source>
        <translation>sementes %1..%2</translation>
    </message>
    <message>
        <source>%1: all held in %2 of %3 runs</source>
        <translation>%1: todas cumpridas em %2 de %3 execuções</translation>
    </message>
    <message>
        <source> (every seed gave the same run)</source>
        <translation> (todas as sementes deram a mesma execução)</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>semente</translation>
    </message>
    <message>
        <source>%1 runs. %2.</source>
        <translation>%1 execuções. %2.</translation>
    </message>
    <message>
        <source>Save the sweep</source>
        <translation>Salvar a varredura</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1 and %2</source>
        <translation>Salvos %1 e %2</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>Falha ao salvar</translation>
    </message>
    <message>
        <source>Cannot sweep: name the parameter the values are for</source>
        <translation>Não é possível fazer a varredura: indique o parâmetro a que os valores se referem</translation>
    </message>
</context>
<context>
    <name>corrsim::TraceTableModel</name>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Participant</source>
        <translation>Participante</translation>
    </message>
    <message>
        <source>Other end</source>
        <translation>Outra ponta</translation>
    </message>
    <message>
        <source>Type / detail</source>
        <translation>Tipo / detalhe</translation>
    </message>
    <message>
        <source>Message ID</source>
        <translation>ID da mensagem</translation>
    </message>
    <message>
        <source>Correlation ID</source>
        <translation>ID de correlação</translation>
    </message>
    <message>
        <source>Causation ID / key</source>
        <translation>ID de causalidade / chave</translation>
    </message>
</context>
</TS>
